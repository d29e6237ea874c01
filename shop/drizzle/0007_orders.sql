CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_detail" text,
	"kind" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"variant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"seed_bank_name" text NOT NULL,
	"pack_size" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"gift" boolean DEFAULT false NOT NULL,
	"original_unit_gross_cents" integer NOT NULL,
	"unit_net_cents" integer NOT NULL,
	"unit_gross_cents" integer NOT NULL,
	"vat_rate_percent" numeric(5, 2) NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"discount_name" text,
	"rule_id" text,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_money_adds_up" CHECK ("order_lines"."net_cents" + "order_lines"."vat_cents" = "order_lines"."gross_cents")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_country" text NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_net_cents" integer NOT NULL,
	"shipping_vat_cents" integer NOT NULL,
	"shipping_gross_cents" integer NOT NULL,
	"estimate_min_days" smallint NOT NULL,
	"estimate_max_days" smallint NOT NULL,
	"payment_method" text NOT NULL,
	"payment_details" jsonb NOT NULL,
	"vat_rate_percent" numeric(5, 2) NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_summary" jsonb NOT NULL,
	"coupon_code" text,
	"applied_rules" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"pay_by" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_money_adds_up" CHECK ("orders"."net_cents" + "orders"."vat_cents" = "orders"."total_cents"),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_index" ON "order_events" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_unique" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_seq_unique" ON "orders" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_unique" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_created_index" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_index" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_unpaid_pay_by_index" ON "orders" USING btree ("pay_by") WHERE "orders"."status" = 'awaiting-payment';