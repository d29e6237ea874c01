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
CREATE TABLE "product_listing" (
	"product_id" text PRIMARY KEY NOT NULL,
	"seed_bank_position" integer NOT NULL,
	"f_seed_type" integer NOT NULL,
	"f_category" integer NOT NULL,
	"f_flowering" integer NOT NULL,
	"f_height" integer NOT NULL,
	"f_genotype" integer NOT NULL,
	"f_yield" integer NOT NULL,
	"f_growth_area" integer NOT NULL,
	"f_thc_level" integer NOT NULL,
	"f_cbd" integer NOT NULL,
	"f_effect" integer NOT NULL,
	"f_flavour" integer NOT NULL,
	"f_terpene" integer NOT NULL,
	"f_award" integer NOT NULL,
	"f_badge" integer NOT NULL,
	"facet_vector" numeric NOT NULL,
	"price_from_cents" integer NOT NULL,
	"price_per_seed_from_cents" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"thc_percent" double precision NOT NULL,
	"flowering_max_days" smallint NOT NULL,
	"popularity" integer NOT NULL,
	"rating_average" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_key" text NOT NULL,
	"names_key" text NOT NULL,
	"search_en" "tsvector" NOT NULL,
	"search_de" "tsvector" NOT NULL,
	"search_fr" "tsvector" NOT NULL,
	"search_es" "tsvector" NOT NULL
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
	"position" integer,
	CONSTRAINT "seed_banks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "seed_banks_position_unique" UNIQUE("position")
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
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "product_listing_popularity_index" ON "product_listing" USING btree ("popularity" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_price_index" ON "product_listing" USING btree ("price_from_cents","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_created_index" ON "product_listing" USING btree ("created_at" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_thc_index" ON "product_listing" USING btree ("thc_percent","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_flowering_index" ON "product_listing" USING btree ("flowering_max_days","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_rating_index" ON "product_listing" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"popularity" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listing_seed_bank_index" ON "product_listing" USING btree ("seed_bank_position");--> statement-breakpoint
CREATE INDEX "product_listing_search_en_index" ON "product_listing" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "product_listing_search_de_index" ON "product_listing" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "product_listing_search_fr_index" ON "product_listing" USING gin ("search_fr");--> statement-breakpoint
CREATE INDEX "product_listing_search_es_index" ON "product_listing" USING gin ("search_es");--> statement-breakpoint
CREATE INDEX "products_seed_bank_index" ON "products" USING btree ("seed_bank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_product_pack_unique" ON "variants" USING btree ("product_id","pack_size");--> statement-breakpoint
CREATE INDEX "reviews_product_status_index" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_index" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_customer" ON "reviews" USING btree ("product_id","customer_id");--> statement-breakpoint
-- Written by hand below (drizzle-kit cannot express these): storage of the listing, trigram
-- typo tolerance, search functions, and the trigger that keeps the listing's popularity and
-- rating in step with product_stats.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The search documents go to TOAST (row target 128 bytes), so the heap holds only what the facet
-- pass reads; the facet vector and the name keys stay inline and uncompressed (PLAIN).
ALTER TABLE "product_listing" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "product_listing" ALTER COLUMN "facet_vector" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "product_listing" ALTER COLUMN "name_key" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "product_listing" ALTER COLUMN "names_key" SET STORAGE PLAIN;--> statement-breakpoint
CREATE INDEX "product_listing_names_trgm_index" ON "product_listing" USING gin ("names_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_listing_name_trgm_index" ON "product_listing" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
-- The listing rows a search matches, always found through the indexes. For a common word the
-- planner would take a sequential scan as cheap, but it unpacks every document from TOAST; in
-- these functions sequential scans are off (only while they run). ROWS: a search often matches
-- thousands of products. The rows keep their TOAST pointers, so the documents are not unpacked.
CREATE FUNCTION "catalogue_search_listing"("query" tsquery, "locale" text) RETURNS SETOF "product_listing"
  LANGUAGE plpgsql STABLE ROWS 20000 SET enable_seqscan = off AS $$
BEGIN
  IF "locale" = 'de' THEN
    RETURN QUERY SELECT * FROM "product_listing" WHERE "search_de" @@ "query";
  ELSIF "locale" = 'fr' THEN
    RETURN QUERY SELECT * FROM "product_listing" WHERE "search_fr" @@ "query";
  ELSIF "locale" = 'es' THEN
    RETURN QUERY SELECT * FROM "product_listing" WHERE "search_es" @@ "query";
  ELSE
    RETURN QUERY SELECT * FROM "product_listing" WHERE "search_en" @@ "query";
  END IF;
END
$$;--> statement-breakpoint
-- Typo tolerance: names with a word similarity of at least 0.45 (pg_trgm's default of 0.6 misses
-- one wrong letter in a seven-letter name: "amnezia" and "amnesia" score 0.5).
CREATE FUNCTION "catalogue_fuzzy_listing"("query" text) RETURNS SETOF "product_listing"
  LANGUAGE sql STABLE ROWS 20000 SET enable_seqscan = off SET pg_trgm.word_similarity_threshold = 0.45 AS $$
  SELECT * FROM "product_listing" WHERE "query" <% "names_key"
$$;--> statement-breakpoint
CREATE FUNCTION "product_listing_sync_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_listing"
  SET "popularity" = NEW."popularity", "rating_average" = NEW."rating_average", "rating_count" = NEW."rating_count"
  WHERE "product_id" = NEW."product_id"
    AND ("popularity", "rating_average", "rating_count")
      IS DISTINCT FROM (NEW."popularity", NEW."rating_average", NEW."rating_count");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_stats_to_listing" AFTER INSERT OR UPDATE ON "product_stats"
  FOR EACH ROW EXECUTE FUNCTION "product_listing_sync_stats"();
