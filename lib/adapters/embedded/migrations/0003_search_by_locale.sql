-- The documents gain their sales and categories: emptied here, rebuilt once at start (ensureProductListing).
TRUNCATE "product_search", "search_term";--> statement-breakpoint
DROP INDEX "product_search_document_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_document_de_de_idx" ON "product_search" USING gin ("document") WHERE locale = 'de_DE';--> statement-breakpoint
CREATE INDEX "product_search_document_ro_ro_idx" ON "product_search" USING gin ("document") WHERE locale = 'ro_RO';--> statement-breakpoint
CREATE INDEX "product_search_document_en_us_idx" ON "product_search" USING gin ("document") WHERE locale = 'en_US';