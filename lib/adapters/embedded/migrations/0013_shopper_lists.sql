CREATE TABLE "shopper_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"customer_id" integer,
	"session_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_list_kind" CHECK ("shopper_list"."kind" IN ('wishlist', 'compare')),
	CONSTRAINT "shopper_list_one_owner" CHECK (("shopper_list"."customer_id" IS NULL) <> ("shopper_list"."session_hash" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "shopper_list_item" (
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_list_item_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "shopper_list" ADD CONSTRAINT "shopper_list_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_list" ADD CONSTRAINT "shopper_list_session_hash_storefront_session_id_hash_fk" FOREIGN KEY ("session_hash") REFERENCES "public"."storefront_session"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_list_item" ADD CONSTRAINT "shopper_list_item_list_id_shopper_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopper_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_list_item" ADD CONSTRAINT "shopper_list_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_list_customer_idx" ON "shopper_list" USING btree ("customer_id","store_code","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_list_session_idx" ON "shopper_list" USING btree ("session_hash","kind");--> statement-breakpoint
CREATE INDEX "shopper_list_item_product_idx" ON "shopper_list_item" USING btree ("product_id");