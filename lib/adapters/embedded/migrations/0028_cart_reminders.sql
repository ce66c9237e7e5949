CREATE TABLE "cart_reminder" (
	"cart_id" integer NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"leased_until" timestamp with time zone,
	"outcome" varchar(16),
	"decided_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	CONSTRAINT "cart_reminder_cart_id_touched_at_pk" PRIMARY KEY("cart_id","touched_at")
);
--> statement-breakpoint
CREATE INDEX "cart_reminder_decided_idx" ON "cart_reminder" USING btree ("decided_at");