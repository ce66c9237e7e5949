CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"document" "tsvector" NOT NULL,
	"codes" text[] NOT NULL,
	CONSTRAINT "product_search_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "search_term" (
	"locale" varchar(16) NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_term_locale_term_pk" PRIMARY KEY("locale","term")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_codes_idx" ON "product_search" USING gin ("codes");--> statement-breakpoint
-- Folds text for search the same way lib/shop/search-text.ts does for queries: German umlauts and ß spelled out,
-- other diacritics (Romanian ă â î ș ț among them) dropped, then lower case. Replacing before lower() keeps
-- it independent of the database's locale (PGlite runs in C).
CREATE OR REPLACE FUNCTION shop_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(value,
      'ä', 'ae'), 'Ä', 'Ae'), 'ö', 'oe'), 'Ö', 'Oe'), 'ü', 'ue'), 'Ü', 'Ue'), 'ß', 'ss'), 'ẞ', 'SS'),
    'ăâîșşțţĂÂÎȘŞȚŢáàéèêëíìïóòôúùûçñÁÀÉÈÊËÍÌÏÓÒÔÚÙÛÇÑ',
    'aaissttAAISSTTaaeeeeiiiooouuucnAAEEEEIIIOOOUUUCN'))
$$;
