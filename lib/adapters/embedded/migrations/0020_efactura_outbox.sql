CREATE TABLE "efactura_upload" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"invoice_ref" varchar(32) NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"upload_index" varchar(32),
	"download_id" varchar(32),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "efactura_upload" ADD CONSTRAINT "efactura_upload_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "efactura_upload_due_idx" ON "efactura_upload" USING btree ("state","next_attempt_at");