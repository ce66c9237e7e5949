CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "storefront_spent_token" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"store_code" varchar(2),
	"kind" varchar(16) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"min_order" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupon_code_upper" CHECK ("coupon"."code" = upper("coupon"."code")),
	CONSTRAINT "coupon_used_within_max" CHECK ("coupon"."max_uses" IS NULL OR "coupon"."used_count" <= "coupon"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "coupon_use" (
	"coupon_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "coupon_use_coupon_id_email_pk" PRIMARY KEY("coupon_id","email")
);
--> statement-breakpoint
CREATE TABLE "order_address" (
	"order_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title_id" integer NOT NULL,
	"firstname" varchar(255) NOT NULL,
	"lastname" varchar(255) NOT NULL,
	"company" varchar(255),
	"vat_number" varchar(32),
	"address1" varchar(255) NOT NULL,
	"address2" varchar(32) NOT NULL,
	"address3" varchar(255),
	"zipcode" varchar(16) NOT NULL,
	"city" varchar(255) NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer,
	"phone" varchar(64),
	CONSTRAINT "order_address_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "order_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_sale_elements_id" integer NOT NULL,
	"ref" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"colour" text,
	"size" text,
	"quantity" integer NOT NULL,
	"unit_gross" bigint NOT NULL,
	"unit_net" bigint NOT NULL,
	"vat_rate" integer NOT NULL,
	"line_gross" bigint NOT NULL,
	"line_net" bigint NOT NULL,
	"fulfilment_center_id" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" varchar(16) NOT NULL,
	"checkout_key" varchar(64) NOT NULL,
	"store_code" varchar(2) NOT NULL,
	"language_code" varchar(2) NOT NULL,
	"customer_id" integer,
	"cart_id" integer,
	"email" varchar(254) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"delivery_module_id" integer NOT NULL,
	"delivery_title" text NOT NULL,
	"delivery_kind" varchar(16) NOT NULL,
	"pickup_location_id" integer,
	"payment_method" varchar(16) NOT NULL,
	"goods_gross" bigint NOT NULL,
	"goods_net" bigint NOT NULL,
	"postage_gross" bigint NOT NULL,
	"postage_net" bigint NOT NULL,
	"postage_vat_rate" integer NOT NULL,
	"discount_gross" bigint NOT NULL,
	"discount_net" bigint NOT NULL,
	"coupon_code" varchar(32),
	"total_gross" bigint NOT NULL,
	"total_net" bigint NOT NULL,
	"vat_excluded" boolean DEFAULT false NOT NULL,
	"note" text,
	"invoice_ref" varchar(24) NOT NULL,
	"tracking_number" varchar(64),
	"payment_reference" varchar(255),
	"amount_mismatch" boolean DEFAULT false NOT NULL,
	"cancel_reason" varchar(16),
	"paid_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_known" CHECK ("order"."status_id" BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE TABLE "webhook_event" (
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_event_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "storefront_session" ADD COLUMN "checkout_draft" jsonb;--> statement-breakpoint
ALTER TABLE "storefront_session" ADD COLUMN "checkout_draft_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "storefront_session" ADD COLUMN "last_order_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_address" ADD CONSTRAINT "order_address_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product" ADD CONSTRAINT "order_product_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_spent_token_expires_idx" ON "storefront_spent_token" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_idx" ON "coupon" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_product_order_idx" ON "order_product" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ref_idx" ON "order" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoice_ref_idx" ON "order" USING btree ("invoice_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "order_checkout_key_idx" ON "order" USING btree ("checkout_key");--> statement-breakpoint
CREATE INDEX "order_customer_idx" ON "order" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payment_reference_idx" ON "order" USING btree ("payment_reference");