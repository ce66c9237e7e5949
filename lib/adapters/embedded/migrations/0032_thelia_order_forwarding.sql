CREATE TABLE "thelia_customer_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"email" varchar(254) NOT NULL,
	"thelia_customer_id" integer,
	"sealed_password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thelia_customer_link_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "thelia_customer_link_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "thelia_order_forwarding" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"thelia_order_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease" varchar(36),
	"leased_until" timestamp with time zone,
	"paying_since" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "thelia_customer_link" ADD CONSTRAINT "thelia_customer_link_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thelia_order_forwarding" ADD CONSTRAINT "thelia_order_forwarding_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thelia_order_forwarding_due_idx" ON "thelia_order_forwarding" USING btree ("state","next_attempt_at");