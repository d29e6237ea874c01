CREATE TABLE "catalogs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"seed_bank_id" text,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_slugs" (
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"target_id" text NOT NULL,
	"current" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_slugs_kind_locale_slug_pk" PRIMARY KEY("kind","locale","slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_stats" (
	"product_id" text PRIMARY KEY NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_distribution" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL,
	"rating_average" real
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"seed_bank_id" text NOT NULL,
	"name" text NOT NULL,
	"primary_category_id" text NOT NULL,
	"slugs" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"image_count" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_banks" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"founded_year" smallint NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "seed_banks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"pack_size" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "variants_stock_not_negative" CHECK ("variants"."stock" >= 0),
	CONSTRAINT "variants_price_positive" CHECK ("variants"."price_cents" > 0),
	CONSTRAINT "variants_pack_size_positive" CHECK ("variants"."pack_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_votes_review_id_customer_id_pk" PRIMARY KEY("review_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"customer_id" uuid,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"advantages" text,
	"disadvantages" text,
	"general_impressions" text,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"helpful_yes" integer DEFAULT 0 NOT NULL,
	"helpful_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_seed_bank_id_seed_banks_id_fk" FOREIGN KEY ("seed_bank_id") REFERENCES "public"."seed_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stats" ADD CONSTRAINT "product_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seed_bank_id_seed_banks_id_fk" FOREIGN KEY ("seed_bank_id") REFERENCES "public"."seed_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_primary_category_id_categories_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_slugs_target_index" ON "catalogue_slugs" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_index" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_seed_bank_index" ON "products" USING btree ("seed_bank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_product_pack_unique" ON "variants" USING btree ("product_id","pack_size");--> statement-breakpoint
CREATE INDEX "reviews_product_status_index" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_index" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_customer" ON "reviews" USING btree ("product_id","customer_id");