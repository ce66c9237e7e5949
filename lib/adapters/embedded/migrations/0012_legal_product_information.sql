CREATE TABLE "product_energy_label" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"regulation" varchar(16) NOT NULL,
	"energy_class" varchar(8) NOT NULL,
	"second_class" varchar(8),
	"eprel_number" integer,
	"label_file" text NOT NULL,
	"sheet_file" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_safety_i18n" (
	"id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"warnings" text NOT NULL,
	CONSTRAINT "product_safety_i18n_id_locale_pk" PRIMARY KEY("id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_price_history" (
	"product_sale_elements_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"applied_from" timestamp with time zone NOT NULL,
	"price" bigint NOT NULL,
	"reduced" boolean NOT NULL,
	CONSTRAINT "product_price_history_product_sale_elements_id_currency_id_applied_from_pk" PRIMARY KEY("product_sale_elements_id","currency_id","applied_from")
);
--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "manufacturer_name" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "manufacturer_address" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "manufacturer_contact" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "eu_responsible_name" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "eu_responsible_address" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "eu_responsible_contact" text;--> statement-breakpoint
ALTER TABLE "product_price" ADD COLUMN "prior_price" bigint;--> statement-breakpoint
ALTER TABLE "product_sale_elements" ADD COLUMN "measure_unit" varchar(4);--> statement-breakpoint
ALTER TABLE "product_sale_elements" ADD COLUMN "measure_milli" integer;--> statement-breakpoint
ALTER TABLE "associated_keyword" ADD COLUMN "announces_reduction" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_energy_label" ADD CONSTRAINT "product_energy_label_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_safety_i18n" ADD CONSTRAINT "product_safety_i18n_id_product_id_fk" FOREIGN KEY ("id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_sale_elements_id_product_sale_elements_id_fk" FOREIGN KEY ("product_sale_elements_id") REFERENCES "public"."product_sale_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;