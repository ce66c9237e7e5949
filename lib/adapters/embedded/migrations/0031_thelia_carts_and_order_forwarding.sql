CREATE TABLE "thelia_cart" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"session" jsonb NOT NULL,
	"customer_id" integer,
	"marked_for_country_id" integer,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"busy_token" varchar(36),
	"busy_until" timestamp with time zone,
	"merge_plan" jsonb
);
--> statement-breakpoint
CREATE TABLE "thelia_cart_line" (
	"cart_id" integer NOT NULL,
	"cart_item_id" integer NOT NULL,
	"prices_held_until" timestamp with time zone,
	"undeliverable" boolean DEFAULT false NOT NULL,
	"fulfilment_centre_id" integer,
	CONSTRAINT "thelia_cart_line_cart_id_cart_item_id_pk" PRIMARY KEY("cart_id","cart_item_id")
);
--> statement-breakpoint
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
ALTER TABLE "thelia_cart" ADD CONSTRAINT "thelia_cart_id_cart_id_fk" FOREIGN KEY ("id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thelia_cart_line" ADD CONSTRAINT "thelia_cart_line_cart_id_thelia_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."thelia_cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thelia_customer_link" ADD CONSTRAINT "thelia_customer_link_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thelia_order_forwarding" ADD CONSTRAINT "thelia_order_forwarding_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thelia_cart_touched_idx" ON "thelia_cart" USING btree ("touched_at");--> statement-breakpoint
CREATE INDEX "thelia_cart_customer_idx" ON "thelia_cart" USING btree ("customer_id","store_code");--> statement-breakpoint
CREATE INDEX "thelia_order_forwarding_due_idx" ON "thelia_order_forwarding" USING btree ("state","next_attempt_at");