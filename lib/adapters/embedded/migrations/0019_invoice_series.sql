CREATE TABLE "invoice_series" (
	"store_code" varchar(2) NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_store_code_year_pk" PRIMARY KEY("store_code","year")
);
