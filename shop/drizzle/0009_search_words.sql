CREATE TABLE "search_words" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_locale_word_pk" PRIMARY KEY("locale","word")
);
--> statement-breakpoint
-- Written by hand below: the typo dictionary. fuzzystrmatch gives levenshtein(); pg_trgm (already
-- created by 0001) the trigram similarity and the index that finds near words fast.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE INDEX "search_words_trgm_index" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Every word of the new or changed listing rows' documents, per language, once.
CREATE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("locale", "word")
  SELECT DISTINCT d."locale", w."word"
  FROM "changed_rows" r
    CROSS JOIN LATERAL (VALUES ('en', r."search_en"), ('de', r."search_de"), ('fr', r."search_fr"), ('es', r."search_es")) d("locale", "document")
    CROSS JOIN LATERAL unnest(tsvector_to_array(d."document")) w("word")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_listing_words_insert" AFTER INSERT ON "product_listing"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
CREATE TRIGGER "product_listing_words_update" AFTER UPDATE ON "product_listing"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect"();--> statement-breakpoint
-- Listings loaded before this migration.
INSERT INTO "search_words" ("locale", "word")
SELECT DISTINCT d."locale", w."word"
FROM "product_listing" r
  CROSS JOIN LATERAL (VALUES ('en', r."search_en"), ('de', r."search_de"), ('fr', r."search_fr"), ('es', r."search_es")) d("locale", "document")
  CROSS JOIN LATERAL unnest(tsvector_to_array(d."document")) w("word")
ON CONFLICT DO NOTHING;
