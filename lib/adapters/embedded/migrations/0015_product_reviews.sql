CREATE TABLE "product_rating" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"rating_sum" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sale_element_id" integer NOT NULL,
	"customer_id" integer,
	"author" varchar(80) NOT NULL,
	"title" varchar(120) NOT NULL,
	"comment" text NOT NULL,
	"rating" smallint NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"locale" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "product_review_rating_range" CHECK ("product_review"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "product_review_status_known" CHECK ("product_review"."status" BETWEEN 0 AND 2)
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_rating" ADD CONSTRAINT "product_rating_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_sale_element_id_product_sale_elements_id_fk" FOREIGN KEY ("sale_element_id") REFERENCES "public"."product_sale_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_review_customer_element_idx" ON "product_review" USING btree ("customer_id","sale_element_id");--> statement-breakpoint
CREATE INDEX "product_review_product_idx" ON "product_review" USING btree ("product_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_review_status_idx" ON "product_review" USING btree ("status","created_at");