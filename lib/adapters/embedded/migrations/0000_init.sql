CREATE TABLE "country" (
	"id" integer PRIMARY KEY NOT NULL,
	"isoalpha2" varchar(2) NOT NULL,
	"isoalpha3" varchar(3) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"by_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "country_isoalpha2_unique" UNIQUE("isoalpha2")
);
--> statement-breakpoint
CREATE TABLE "country_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "country_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"by_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "currency_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lang" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"by_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lang_code_unique" UNIQUE("code"),
	CONSTRAINT "lang_locale_unique" UNIQUE("locale")
);
--> statement-breakpoint
CREATE TABLE "tax" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" varchar(64) NOT NULL,
	"serialized_requirements" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "tax_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "tax_rule" (
	"id" integer PRIMARY KEY NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rule_country" (
	"id" serial PRIMARY KEY NOT NULL,
	"tax_rule_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	"position" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rule_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "tax_rule_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"id" integer PRIMARY KEY NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"logo_file" text
);
--> statement-breakpoint
CREATE TABLE "brand_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"chapo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"postscriptum" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	CONSTRAINT "brand_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"chapo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"postscriptum" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY NOT NULL,
	"ref" varchar(64) NOT NULL,
	"brand_id" integer,
	"tax_rule_id" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" varchar(16) DEFAULT 'goods' NOT NULL,
	"unit" varchar(16) DEFAULT 'piece' NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"order_multiple" integer DEFAULT 1 NOT NULL,
	"delivery_min_days" integer DEFAULT 1 NOT NULL,
	"delivery_max_days" integer DEFAULT 3 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"default_category" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_category_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"chapo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"postscriptum" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_undeliverable_country" (
	"product_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "product_undeliverable_country_product_id_country_id_pk" PRIMARY KEY("product_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "attribute" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "attribute_av" (
	"id" integer PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"swatch" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "attribute_av_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "attribute_av_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "attribute_combination" (
	"attribute_id" integer NOT NULL,
	"attribute_av_id" integer NOT NULL,
	"product_sale_elements_id" integer NOT NULL,
	CONSTRAINT "attribute_combination_attribute_id_attribute_av_id_product_sale_elements_id_pk" PRIMARY KEY("attribute_id","attribute_av_id","product_sale_elements_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "attribute_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_price" (
	"product_sale_elements_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"promo_price" bigint NOT NULL,
	"listen_price" bigint,
	"from_default_currency" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_price_product_sale_elements_id_currency_id_pk" PRIMARY KEY("product_sale_elements_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "product_sale_elements" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"ref" varchar(64) NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"promo" boolean DEFAULT false NOT NULL,
	"newness" boolean DEFAULT false NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"ean_code" varchar(13),
	"stock_policy" varchar(16) DEFAULT 'stock' NOT NULL,
	"available_from" date,
	CONSTRAINT "product_sale_elements_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "associated_keyword" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"color" varchar(16) NOT NULL,
	CONSTRAINT "associated_keyword_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "associated_keyword_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "associated_keyword_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "feature" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(48) NOT NULL,
	"unit" varchar(16),
	"filterable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feature_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "feature_av" (
	"id" integer PRIMARY KEY NOT NULL,
	"feature_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_av_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "feature_av_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "feature_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "feature_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "feature_product" (
	"product_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"feature_av_id" integer,
	"free_text_value" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feature_product_product_id_feature_id_pk" PRIMARY KEY("product_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "media_file" (
	"file" varchar(200) PRIMARY KEY NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"width" integer,
	"height" integer,
	"body" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_associated_keyword" (
	"product_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	CONSTRAINT "product_associated_keyword_product_id_keyword_id_pk" PRIMARY KEY("product_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "product_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file" varchar(200) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_document_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_document_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_image" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file" varchar(200) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_image_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_image_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_relation" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_relation_product_id_related_product_id_kind_pk" PRIMARY KEY("product_id","related_product_id","kind")
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" integer PRIMARY KEY NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_folder" (
	"content_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"default_folder" boolean DEFAULT false NOT NULL,
	CONSTRAINT "content_folder_content_id_folder_id_pk" PRIMARY KEY("content_id","folder_id")
);
--> statement-breakpoint
CREATE TABLE "content_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"chapo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"postscriptum" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "folder" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folder_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	"chapo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"postscriptum" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	CONSTRAINT "folder_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "module_config" (
	"module_code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"locale" varchar(16) NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "module_config_module_code_name_locale_pk" PRIMARY KEY("module_code","name","locale")
);
--> statement-breakpoint
CREATE TABLE "rewriting_url" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(255) NOT NULL,
	"view" varchar(16) NOT NULL,
	"view_id" integer NOT NULL,
	"view_locale" varchar(16) NOT NULL,
	"redirected" integer
);
--> statement-breakpoint
CREATE TABLE "seed_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"products" integer NOT NULL,
	"finished_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"lang_locale" varchar(16) NOT NULL,
	"content_locale" varchar(16) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"support_time" text NOT NULL,
	"support_time_mo_th" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"zipcode" text NOT NULL,
	"locale_config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_config" (
	"store_code" varchar(2) NOT NULL,
	"name" varchar(64) NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "store_config_store_code_name_pk" PRIMARY KEY("store_code","name")
);
--> statement-breakpoint
ALTER TABLE "country_i18n" ADD CONSTRAINT "country_i18n_id_country_id_fk" FOREIGN KEY ("id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_i18n" ADD CONSTRAINT "tax_i18n_id_tax_id_fk" FOREIGN KEY ("id") REFERENCES "public"."tax"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rule_country" ADD CONSTRAINT "tax_rule_country_tax_rule_id_tax_rule_id_fk" FOREIGN KEY ("tax_rule_id") REFERENCES "public"."tax_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rule_country" ADD CONSTRAINT "tax_rule_country_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rule_country" ADD CONSTRAINT "tax_rule_country_tax_id_tax_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."tax"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rule_i18n" ADD CONSTRAINT "tax_rule_i18n_id_tax_rule_id_fk" FOREIGN KEY ("id") REFERENCES "public"."tax_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_i18n" ADD CONSTRAINT "brand_i18n_id_brand_id_fk" FOREIGN KEY ("id") REFERENCES "public"."brand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_i18n" ADD CONSTRAINT "category_i18n_id_category_id_fk" FOREIGN KEY ("id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_tax_rule_id_tax_rule_id_fk" FOREIGN KEY ("tax_rule_id") REFERENCES "public"."tax_rule"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_i18n" ADD CONSTRAINT "product_i18n_id_product_id_fk" FOREIGN KEY ("id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_undeliverable_country" ADD CONSTRAINT "product_undeliverable_country_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_av" ADD CONSTRAINT "attribute_av_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_av_i18n" ADD CONSTRAINT "attribute_av_i18n_id_attribute_av_id_fk" FOREIGN KEY ("id") REFERENCES "public"."attribute_av"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_combination" ADD CONSTRAINT "attribute_combination_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_combination" ADD CONSTRAINT "attribute_combination_attribute_av_id_attribute_av_id_fk" FOREIGN KEY ("attribute_av_id") REFERENCES "public"."attribute_av"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_combination" ADD CONSTRAINT "attribute_combination_product_sale_elements_id_product_sale_elements_id_fk" FOREIGN KEY ("product_sale_elements_id") REFERENCES "public"."product_sale_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_i18n" ADD CONSTRAINT "attribute_i18n_id_attribute_id_fk" FOREIGN KEY ("id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_product_sale_elements_id_product_sale_elements_id_fk" FOREIGN KEY ("product_sale_elements_id") REFERENCES "public"."product_sale_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sale_elements" ADD CONSTRAINT "product_sale_elements_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associated_keyword_i18n" ADD CONSTRAINT "associated_keyword_i18n_id_associated_keyword_id_fk" FOREIGN KEY ("id") REFERENCES "public"."associated_keyword"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_av" ADD CONSTRAINT "feature_av_feature_id_feature_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."feature"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_av_i18n" ADD CONSTRAINT "feature_av_i18n_id_feature_av_id_fk" FOREIGN KEY ("id") REFERENCES "public"."feature_av"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_i18n" ADD CONSTRAINT "feature_i18n_id_feature_id_fk" FOREIGN KEY ("id") REFERENCES "public"."feature"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_product" ADD CONSTRAINT "feature_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_product" ADD CONSTRAINT "feature_product_feature_id_feature_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."feature"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_product" ADD CONSTRAINT "feature_product_feature_av_id_feature_av_id_fk" FOREIGN KEY ("feature_av_id") REFERENCES "public"."feature_av"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_associated_keyword" ADD CONSTRAINT "product_associated_keyword_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_associated_keyword" ADD CONSTRAINT "product_associated_keyword_keyword_id_associated_keyword_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."associated_keyword"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_document" ADD CONSTRAINT "product_document_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_document_i18n" ADD CONSTRAINT "product_document_i18n_id_product_document_id_fk" FOREIGN KEY ("id") REFERENCES "public"."product_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_i18n" ADD CONSTRAINT "product_image_i18n_id_product_image_id_fk" FOREIGN KEY ("id") REFERENCES "public"."product_image"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relation" ADD CONSTRAINT "product_relation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relation" ADD CONSTRAINT "product_relation_related_product_id_product_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_folder" ADD CONSTRAINT "content_folder_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_folder" ADD CONSTRAINT "content_folder_folder_id_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_i18n" ADD CONSTRAINT "content_i18n_id_content_id_fk" FOREIGN KEY ("id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_i18n" ADD CONSTRAINT "folder_i18n_id_folder_id_fk" FOREIGN KEY ("id") REFERENCES "public"."folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store" ADD CONSTRAINT "store_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store" ADD CONSTRAINT "store_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_config" ADD CONSTRAINT "store_config_store_code_store_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."store"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent","position");--> statement-breakpoint
CREATE INDEX "product_brand_idx" ON "product" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_sales_idx" ON "product" USING btree ("sales_count");--> statement-breakpoint
CREATE INDEX "product_category_category_idx" ON "product_category" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "pse_product_idx" ON "product_sale_elements" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "feature_product_av_idx" ON "feature_product" USING btree ("feature_av_id");--> statement-breakpoint
CREATE INDEX "product_document_product_idx" ON "product_document" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_image_product_idx" ON "product_image" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rewriting_url_url_locale_idx" ON "rewriting_url" USING btree ("url","view_locale");--> statement-breakpoint
CREATE INDEX "rewriting_url_view_idx" ON "rewriting_url" USING btree ("view","view_id","view_locale");