CREATE TABLE "radiator_rating" (
	"product_sale_elements_id" integer PRIMARY KEY NOT NULL,
	"rated_output_w" integer NOT NULL,
	"exponent_milli" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"radiator_type" varchar(16) NOT NULL,
	"connection" varchar(8) NOT NULL,
	CONSTRAINT "radiator_rating_sane" CHECK ("radiator_rating"."exponent_milli" BETWEEN 1000 AND 2000 AND "radiator_rating"."rated_output_w" > 0)
);
--> statement-breakpoint
ALTER TABLE "radiator_rating" ADD CONSTRAINT "radiator_rating_product_sale_elements_id_product_sale_elements_id_fk" FOREIGN KEY ("product_sale_elements_id") REFERENCES "public"."product_sale_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "radiator_rating_output_idx" ON "radiator_rating" USING btree ("radiator_type","rated_output_w");