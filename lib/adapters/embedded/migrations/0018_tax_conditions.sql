ALTER TABLE "tax_rule_country" ADD COLUMN "condition" varchar(32);--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "tax_confirmation" varchar(128);