ALTER TABLE "tax_rule_country" ADD COLUMN "valid_from" date DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rule_country" ADD COLUMN "valid_to" date;