ALTER TABLE "customer" ADD COLUMN "vat_status" varchar(16) DEFAULT 'unchecked' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "vat_checked_at" timestamp with time zone;