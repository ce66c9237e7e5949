ALTER TABLE "appointment" ALTER COLUMN "uid" SET DATA TYPE varchar(255);--> statement-breakpoint
CREATE INDEX "radiator_rating_rated_idx" ON "radiator_rating" USING btree ("rated_output_w");--> statement-breakpoint
CREATE INDEX "radiator_rating_exponent_idx" ON "radiator_rating" USING btree ("exponent_milli");