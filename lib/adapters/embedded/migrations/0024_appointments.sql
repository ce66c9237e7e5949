CREATE TABLE "appointment" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(80) NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"store" varchar(2) NOT NULL,
	"language" varchar(2) NOT NULL,
	"area_id" varchar(40) NOT NULL,
	"team" smallint NOT NULL,
	"service_kind" varchar(16) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"busy_until" timestamp with time zone NOT NULL,
	"status" varchar(12) NOT NULL,
	"held_until" timestamp with time zone,
	"cart_id" integer,
	"order_id" integer,
	"customer_id" integer,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(40),
	"street" varchar(120) NOT NULL,
	"postcode" varchar(10) NOT NULL,
	"city" varchar(80) NOT NULL,
	"note" text,
	"reminder_sent_at" timestamp with time zone,
	"reminder_leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_uid_unique" UNIQUE("uid"),
	CONSTRAINT "appointment_times" CHECK ("appointment"."starts_at" < "appointment"."ends_at" AND "appointment"."ends_at" <= "appointment"."busy_until"),
	CONSTRAINT "appointment_status" CHECK ("appointment"."status" IN ('held', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "appointment_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" varchar(2) NOT NULL,
	"area_id" varchar(40),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_area_time_idx" ON "appointment" USING btree ("area_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_customer_idx" ON "appointment" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "appointment_block_time_idx" ON "appointment_block" USING btree ("store","starts_at");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_team_free" EXCLUDE USING gist ("area_id" WITH =, "team" WITH =, tstzrange("starts_at", "busy_until") WITH &&) WHERE ("status" <> 'cancelled');
