CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender" varchar(320) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" varchar(16) NOT NULL,
	"title_id" integer NOT NULL,
	"firstname" varchar(255) NOT NULL,
	"lastname" varchar(255) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"company" varchar(255),
	"vat_number" varchar(32),
	"store_code" varchar(2) NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_email_lower" CHECK ("customer"."email" = lower("customer"."email"))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_idx" ON "customer" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ref_idx" ON "customer" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "customer_created_idx" ON "customer" USING btree ("created_at");