-- Written by hand: Prisma's schema cannot describe triggers or tsvector columns.
-- The slug joins the indexed text (a search for `repo-reviewer`, or its words, finds the Expert), and a
-- vocabulary of the indexed words lets a search word that matches nothing be corrected to a near one
-- (lib/domain/typo-correction.ts).

-- Name and slug weigh most, then description, then brief (lib/server/marketplace/search-postgresql.ts).
CREATE FUNCTION "expert_search_document"(name TEXT, slug TEXT, description TEXT, brief TEXT) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(slug, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(description, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(brief, '')), 'C')
$$;

CREATE OR REPLACE FUNCTION "expert_listing_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed INTEGER;
  name_key TEXT := coalesce(NEW."liveNameKey", lower(NEW."liveName"), '');
BEGIN
  -- Tested here rather than in the trigger's UPDATE OF list: columns named there could never
  -- change type in a later migration ("cannot alter type of a column used in a trigger").
  IF TG_OP = 'UPDATE' AND (OLD."status", OLD."deletedAt", OLD."liveVersionId", OLD."liveName", OLD."liveNameKey", OLD."liveDescription", OLD."liveBrief", OLD."slug")
      IS NOT DISTINCT FROM (NEW."status", NEW."deletedAt", NEW."liveVersionId", NEW."liveName", NEW."liveNameKey", NEW."liveDescription", NEW."liveBrief", NEW."slug") THEN
    RETURN NULL;
  END IF;
  IF NOT (NEW."status" = 'published' AND NEW."deletedAt" IS NULL AND NEW."liveVersionId" IS NOT NULL) THEN
    DELETE FROM "ExpertListing" WHERE "expertId" = NEW."id";
    RETURN NULL;
  END IF;
  -- Upserted, not replaced: a listed Expert keeps its key, so a cursor naming it stays valid.
  INSERT INTO "ExpertListing" ("expertId", "nameKey", "priceLabel")
    VALUES (NEW."id", name_key, (SELECT "config" ->> 'priceLabel' FROM "ExpertVersion" WHERE "id" = NEW."liveVersionId"))
    ON CONFLICT ("expertId") DO UPDATE SET "nameKey" = EXCLUDED."nameKey", "priceLabel" = EXCLUDED."priceLabel"
    RETURNING "key" INTO listed;
  INSERT INTO "ExpertSearch" ("key", "document")
    VALUES (listed, "expert_search_document"(NEW."liveName", NEW."slug", NEW."liveDescription", NEW."liveBrief"))
    ON CONFLICT ("key") DO UPDATE SET "document" = EXCLUDED."document";
  DELETE FROM "ExpertPlugin" WHERE "listingKey" = listed;
  INSERT INTO "ExpertPlugin" ("listingKey", "plugin", "nameKey")
    SELECT DISTINCT listed, p #>> '{}', name_key
    FROM "ExpertVersion" v, jsonb_array_elements(CASE WHEN jsonb_typeof(v."config" -> 'plugins') = 'array' THEN v."config" -> 'plugins' ELSE '[]'::jsonb END) AS p
    WHERE v."id" = NEW."liveVersionId" AND jsonb_typeof(p) = 'string';
  RETURN NULL;
END
$$;

DROP FUNCTION "expert_search_document"(TEXT, TEXT, TEXT);

-- Every word of the index with the number of listed Experts holding it, kept by a trigger on
-- "ExpertSearch" in the transaction that writes the listing (a row removed with its listing takes
-- its words away), so only served Experts' words are ever suggested. Binary order ("C"): a range
-- of words by their first letter is read from the primary key.
CREATE TABLE "ExpertSearchTerm" (
  "term" TEXT COLLATE "C" NOT NULL PRIMARY KEY,
  "docs" INTEGER NOT NULL
);

CREATE FUNCTION "expert_search_term_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per change, the words in order: two listings written at once lock shared words
  -- in the same order, so they wait for each other instead of deadlocking.
  INSERT INTO "ExpertSearchTerm" AS t ("term", "docs")
    SELECT w, sum(d)::integer FROM (
      SELECT unnest(tsvector_to_array(NEW."document")) AS w, 1 AS d WHERE TG_OP <> 'DELETE'
      UNION ALL
      SELECT unnest(tsvector_to_array(OLD."document")), -1 WHERE TG_OP <> 'INSERT'
    ) AS change GROUP BY w HAVING sum(d) <> 0 ORDER BY w
    ON CONFLICT ("term") DO UPDATE SET "docs" = t."docs" + EXCLUDED."docs";
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "ExpertSearchTerm" WHERE "term" = ANY (tsvector_to_array(OLD."document")) AND "docs" <= 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "ExpertSearch_terms" AFTER INSERT OR UPDATE OR DELETE ON "ExpertSearch"
FOR EACH ROW EXECUTE FUNCTION "expert_search_term_count"();

-- Backfill: the slugs of what is listed today (the trigger counts their words).
UPDATE "ExpertSearch" s SET "document" = "expert_search_document"(e."liveName", e."slug", e."liveDescription", e."liveBrief")
FROM "ExpertListing" l JOIN "Expert" e ON e."id" = l."expertId"
WHERE l."key" = s."key";
