CREATE TABLE "comparison_items" (
	"owner_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comparison_items_owner_id_product_id_pk" PRIMARY KEY("owner_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "comparison_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"product_ids" jsonb NOT NULL,
	"share_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_id" text,
	"variant_id" text,
	"subscription_id" uuid,
	"review_id" uuid,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"owner_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"price_cents_at_add" integer NOT NULL,
	"in_stock_at_add" boolean NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_owner_id_product_id_pk" PRIMARY KEY("owner_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "list_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_hash" text,
	"customer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "list_owners_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "list_owners_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "list_owners_one_owner" CHECK (("list_owners"."secret_hash" is null) <> ("list_owners"."customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "product_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"baseline_price_cents" integer,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "product_subscriptions_kind_fields" CHECK (("product_subscriptions"."kind" = 'back-in-stock' and "product_subscriptions"."variant_id" is not null) or ("product_subscriptions"."kind" = 'price-drop' and "product_subscriptions"."baseline_price_cents" is not null))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comparison_items" ADD CONSTRAINT "comparison_items_owner_id_list_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."list_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_items" ADD CONSTRAINT "comparison_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_lists" ADD CONSTRAINT "comparison_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_subscription_id_product_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."product_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_owner_id_list_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."list_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_owners" ADD CONSTRAINT "list_owners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subscriptions" ADD CONSTRAINT "product_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subscriptions" ADD CONSTRAINT "product_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subscriptions" ADD CONSTRAINT "product_subscriptions_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comparison_lists_share_token_unique" ON "comparison_lists" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "comparison_lists_customer_name_unique" ON "comparison_lists" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "comparison_lists_customer_index" ON "comparison_lists" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE INDEX "customer_notifications_customer_index" ON "customer_notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_notifications_unread_index" ON "customer_notifications" USING btree ("customer_id") WHERE "customer_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "favourites_owner_added_index" ON "favourites" USING btree ("owner_id","added_at");--> statement-breakpoint
CREATE INDEX "list_owners_guest_updated_index" ON "list_owners" USING btree ("updated_at") WHERE "list_owners"."customer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_subscriptions_open_unique" ON "product_subscriptions" USING btree ("email","kind","product_id",coalesce("variant_id", '')) WHERE "product_subscriptions"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "product_subscriptions_variant_active_index" ON "product_subscriptions" USING btree ("variant_id") WHERE "product_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "product_subscriptions_product_active_index" ON "product_subscriptions" USING btree ("product_id") WHERE "product_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "product_subscriptions_customer_index" ON "product_subscriptions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_subscriptions_confirm_unique" ON "product_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "product_subscriptions_unsubscribe_unique" ON "product_subscriptions" USING btree ("unsubscribe_token_hash");