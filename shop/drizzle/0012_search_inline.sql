-- Written by hand: a strict search now reads its matches in the listing's own statements (only
-- the columns they use), with sequential scans off for that transaction. The function that
-- returned whole listing rows for them is gone; the fuzzy listing keeps its function.
DROP FUNCTION IF EXISTS "catalogue_search_listing"(tsquery, text);
