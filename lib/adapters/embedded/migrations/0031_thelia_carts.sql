CREATE TABLE "thelia_cart" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"session" jsonb NOT NULL,
	"customer_id" integer,
	"marked_for_country_id" integer,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "thelia_cart_line" ADD CONSTRAINT "thelia_cart_line_cart_id_thelia_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."thelia_cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thelia_cart_touched_idx" ON "thelia_cart" USING btree ("touched_at");--> statement-breakpoint
CREATE INDEX "thelia_cart_customer_idx" ON "thelia_cart" USING btree ("customer_id","store_code");