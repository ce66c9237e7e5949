CREATE TABLE "product_set_part" (
	"set_sale_element_id" integer NOT NULL,
	"part_sale_element_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_set_part_set_sale_element_id_part_sale_element_id_pk" PRIMARY KEY("set_sale_element_id","part_sale_element_id"),
	CONSTRAINT "product_set_part_quantity_positive" CHECK ("product_set_part"."quantity" > 0),
	CONSTRAINT "product_set_part_not_itself" CHECK ("product_set_part"."set_sale_element_id" <> "product_set_part"."part_sale_element_id")
);
--> statement-breakpoint
ALTER TABLE "order_product" ADD COLUMN "set_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_set_part" ADD CONSTRAINT "product_set_part_set_sale_element_id_product_sale_elements_id_fk" FOREIGN KEY ("set_sale_element_id") REFERENCES "public"."product_sale_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_part" ADD CONSTRAINT "product_set_part_part_sale_element_id_product_sale_elements_id_fk" FOREIGN KEY ("part_sale_element_id") REFERENCES "public"."product_sale_elements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_set_part_part_idx" ON "product_set_part" USING btree ("part_sale_element_id");