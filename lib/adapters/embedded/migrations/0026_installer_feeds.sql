CREATE TABLE "installer_feed" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" varchar(2) NOT NULL,
	"area_id" varchar(40) NOT NULL,
	"team" smallint NOT NULL,
	"label" varchar(100) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "installer_feed_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "installer_feed_store_idx" ON "installer_feed" USING btree ("store","created_at");