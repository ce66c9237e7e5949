CREATE TABLE "address" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"label" varchar(100) NOT NULL,
	"title_id" integer NOT NULL,
	"firstname" varchar(255) NOT NULL,
	"lastname" varchar(255) NOT NULL,
	"company" varchar(255),
	"vat_number" varchar(32),
	"address1" varchar(255) NOT NULL,
	"address2" varchar(32) NOT NULL,
	"address3" varchar(255),
	"zipcode" varchar(16) NOT NULL,
	"city" varchar(255) NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer,
	"phone" varchar(32),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"isocode" varchar(4) NOT NULL,
	"title" varchar(100) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_state_id_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."state"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_customer_idx" ON "address" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_default_idx" ON "address" USING btree ("customer_id") WHERE "address"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "state_country_code_idx" ON "state" USING btree ("country_id","isocode");--> statement-breakpoint
-- Romania's 41 județe and Bucharest (ISO 3166-2:RO), reference data every database needs, seeded or not.
INSERT INTO "state" ("country_id", "isocode", "title") VALUES
  (146, 'AB', 'Alba'),
  (146, 'AR', 'Arad'),
  (146, 'AG', 'Argeș'),
  (146, 'BC', 'Bacău'),
  (146, 'BH', 'Bihor'),
  (146, 'BN', 'Bistrița-Năsăud'),
  (146, 'BT', 'Botoșani'),
  (146, 'BR', 'Brăila'),
  (146, 'BV', 'Brașov'),
  (146, 'B', 'București'),
  (146, 'BZ', 'Buzău'),
  (146, 'CL', 'Călărași'),
  (146, 'CS', 'Caraș-Severin'),
  (146, 'CJ', 'Cluj'),
  (146, 'CT', 'Constanța'),
  (146, 'CV', 'Covasna'),
  (146, 'DB', 'Dâmbovița'),
  (146, 'DJ', 'Dolj'),
  (146, 'GL', 'Galați'),
  (146, 'GR', 'Giurgiu'),
  (146, 'GJ', 'Gorj'),
  (146, 'HR', 'Harghita'),
  (146, 'HD', 'Hunedoara'),
  (146, 'IL', 'Ialomița'),
  (146, 'IS', 'Iași'),
  (146, 'IF', 'Ilfov'),
  (146, 'MM', 'Maramureș'),
  (146, 'MH', 'Mehedinți'),
  (146, 'MS', 'Mureș'),
  (146, 'NT', 'Neamț'),
  (146, 'OT', 'Olt'),
  (146, 'PH', 'Prahova'),
  (146, 'SJ', 'Sălaj'),
  (146, 'SM', 'Satu Mare'),
  (146, 'SB', 'Sibiu'),
  (146, 'SV', 'Suceava'),
  (146, 'TR', 'Teleorman'),
  (146, 'TM', 'Timiș'),
  (146, 'TL', 'Tulcea'),
  (146, 'VL', 'Vâlcea'),
  (146, 'VS', 'Vaslui'),
  (146, 'VN', 'Vrancea')
ON CONFLICT DO NOTHING;
