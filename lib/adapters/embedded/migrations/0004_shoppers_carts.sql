CREATE TABLE "delivery_module" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"tax_rule_id" integer NOT NULL,
	"requires_phone" boolean DEFAULT false NOT NULL,
	"delivery_min_days" integer DEFAULT 1 NOT NULL,
	"delivery_max_days" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "delivery_module_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "delivery_module_country" (
	"module_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"basis" varchar(8) NOT NULL,
	"free_from" bigint,
	CONSTRAINT "delivery_module_country_module_id_country_id_pk" PRIMARY KEY("module_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_module_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"chapo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"postscriptum" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_module_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "fulfilment_center" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"country_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"street" text NOT NULL,
	"postcode" varchar(16) NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "fulfilment_center_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "fulfilment_center_stock" (
	"fulfilment_center_id" integer NOT NULL,
	"product_sale_elements_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "fulfilment_center_stock_fulfilment_center_id_product_sale_elements_id_pk" PRIMARY KEY("fulfilment_center_id","product_sale_elements_id")
);
--> statement-breakpoint
CREATE TABLE "pickup_location" (
	"id" integer PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"fulfilment_center_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"street" text NOT NULL,
	"postcode" varchar(16) NOT NULL,
	"city" text NOT NULL,
	"phone" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_location_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"chapo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"postscriptum" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	CONSTRAINT "pickup_location_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "postage_tier" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"up_to" bigint,
	"price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"currency_id" integer NOT NULL,
	"customer_id" integer,
	"marked_for_country_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_sale_elements_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"promo_price" bigint NOT NULL,
	"promo" boolean NOT NULL,
	"listen_price" bigint,
	"price_end_of_life" timestamp with time zone NOT NULL,
	"undeliverable" boolean DEFAULT false NOT NULL,
	"fulfilment_center_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_quantity_positive" CHECK ("cart_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "storefront_secret" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_session" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"cart_id" integer,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_module" ADD CONSTRAINT "delivery_module_tax_rule_id_tax_rule_id_fk" FOREIGN KEY ("tax_rule_id") REFERENCES "public"."tax_rule"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_module_country" ADD CONSTRAINT "delivery_module_country_module_id_delivery_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."delivery_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_module_country" ADD CONSTRAINT "delivery_module_country_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_module_country" ADD CONSTRAINT "delivery_module_country_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_module_i18n" ADD CONSTRAINT "delivery_module_i18n_id_delivery_module_id_fk" FOREIGN KEY ("id") REFERENCES "public"."delivery_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_center" ADD CONSTRAINT "fulfilment_center_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_center_stock" ADD CONSTRAINT "fulfilment_center_stock_fulfilment_center_id_fulfilment_center_id_fk" FOREIGN KEY ("fulfilment_center_id") REFERENCES "public"."fulfilment_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_center_stock" ADD CONSTRAINT "fulfilment_center_stock_product_sale_elements_id_product_sale_elements_id_fk" FOREIGN KEY ("product_sale_elements_id") REFERENCES "public"."product_sale_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_location" ADD CONSTRAINT "pickup_location_module_id_delivery_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."delivery_module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_location" ADD CONSTRAINT "pickup_location_fulfilment_center_id_fulfilment_center_id_fk" FOREIGN KEY ("fulfilment_center_id") REFERENCES "public"."fulfilment_center"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_location_i18n" ADD CONSTRAINT "pickup_location_i18n_id_pickup_location_id_fk" FOREIGN KEY ("id") REFERENCES "public"."pickup_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_sale_elements_id_product_sale_elements_id_fk" FOREIGN KEY ("product_sale_elements_id") REFERENCES "public"."product_sale_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_fulfilment_center_id_fulfilment_center_id_fk" FOREIGN KEY ("fulfilment_center_id") REFERENCES "public"."fulfilment_center"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_session" ADD CONSTRAINT "storefront_session_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilment_center_stock_pse_idx" ON "fulfilment_center_stock" USING btree ("product_sale_elements_id");--> statement-breakpoint
CREATE INDEX "postage_tier_module_idx" ON "postage_tier" USING btree ("module_id","country_id");--> statement-breakpoint
CREATE INDEX "cart_updated_idx" ON "cart" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_line_idx" ON "cart_item" USING btree ("cart_id","product_sale_elements_id");--> statement-breakpoint
CREATE INDEX "storefront_session_expires_idx" ON "storefront_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "storefront_session_cart_idx" ON "storefront_session" USING btree ("cart_id");