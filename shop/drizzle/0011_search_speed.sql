-- Written by hand: the typo dictionary follows only the listing rows whose search documents
-- changed. A price or stock sync updates many listing rows and changes no document; it must not
-- unpack and split every document again. The update trigger compares each row's documents before
-- and after (transition tables, joined by product) and collects the words of the changed ones.
CREATE FUNCTION "search_words_collect_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("locale", "word")
  SELECT DISTINCT d."locale", w."word"
  FROM "new_rows" r
    JOIN "old_rows" o ON o."product_id" = r."product_id"
    CROSS JOIN LATERAL (VALUES
      ('en', r."search_en", o."search_en"), ('de', r."search_de", o."search_de"),
      ('fr', r."search_fr", o."search_fr"), ('es', r."search_es", o."search_es")
    ) d("locale", "document", "before")
    CROSS JOIN LATERAL unnest(tsvector_to_array(d."document")) w("word")
  WHERE d."document" IS DISTINCT FROM d."before"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "product_listing_words_update" ON "product_listing";--> statement-breakpoint
CREATE TRIGGER "product_listing_words_update" AFTER UPDATE ON "product_listing"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_collect_changed"();--> statement-breakpoint
-- A search's matching rows are kept in memory while the listing reads them: with the default
-- work_mem (4 MB) a search matching ~9,000 of 100,000 products wrote them to a temporary file.
ALTER FUNCTION "catalogue_search_listing"(tsquery, text) SET work_mem = '64MB';
