ALTER TABLE "order" ALTER COLUMN "invoice_ref" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order" SET "invoiced_at" = "created_at" WHERE "invoice_ref" IS NOT NULL;