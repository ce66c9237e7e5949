CREATE TABLE "newsletter_subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"email" varchar(254) NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"customer_id" integer,
	"status" varchar(12) NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_source" varchar(16) NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriber_status" CHECK ("newsletter_subscriber"."status" IN ('pending', 'subscribed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_store_email_idx" ON "newsletter_subscriber" USING btree ("store_code","email");--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_customer_idx" ON "newsletter_subscriber" USING btree ("customer_id");