ALTER TABLE "efactura_upload" DROP CONSTRAINT "efactura_upload_pkey";--> statement-breakpoint
ALTER TABLE "efactura_upload" ADD PRIMARY KEY ("invoice_ref");--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "credit_note_ref" varchar(24);--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "efactura_upload" ADD COLUMN "credit_note" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_credit_note_ref_idx" ON "order" USING btree ("credit_note_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "efactura_upload_document_idx" ON "efactura_upload" USING btree ("order_id","credit_note");