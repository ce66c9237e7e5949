CREATE TABLE "content_image" (
	"id" integer PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"file" varchar(200) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_image_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "content_image_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_listing" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"tax_rule_id" integer NOT NULL,
	"default_category_id" integer,
	"net_price" bigint NOT NULL,
	"sales_count" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"availability" smallint NOT NULL,
	"facet_keys" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_listing_i18n" (
	"product_id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_listing_i18n_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
ALTER TABLE "content_image" ADD CONSTRAINT "content_image_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_image_i18n" ADD CONSTRAINT "content_image_i18n_id_content_image_id_fk" FOREIGN KEY ("id") REFERENCES "public"."content_image"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listing_i18n" ADD CONSTRAINT "product_listing_i18n_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_image_content_idx" ON "content_image" USING btree ("content_id","position");--> statement-breakpoint
CREATE INDEX "product_listing_facet_keys_idx" ON "product_listing" USING gin ("facet_keys");--> statement-breakpoint
CREATE INDEX "product_listing_sales_idx" ON "product_listing" USING btree ("sales_count" DESC NULLS LAST,"position","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_i18n_title_idx" ON "product_listing_i18n" USING btree ("locale","title" COLLATE "und-x-icu");