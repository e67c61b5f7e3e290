-- CreateTable
CREATE TABLE "ExpertListing" (
    "key" SERIAL NOT NULL,
    "expertId" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "priceLabel" TEXT,

    CONSTRAINT "ExpertListing_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "ExpertPlugin" (
    "listingKey" INTEGER NOT NULL,
    "plugin" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,

    CONSTRAINT "ExpertPlugin_pkey" PRIMARY KEY ("listingKey","plugin")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExpertListing_expertId_key" ON "ExpertListing"("expertId");

-- CreateIndex
CREATE INDEX "ExpertListing_nameKey_key_idx" ON "ExpertListing"("nameKey", "key");

-- CreateIndex
CREATE INDEX "ExpertPlugin_plugin_nameKey_listingKey_idx" ON "ExpertPlugin"("plugin", "nameKey", "listingKey");

-- AddForeignKey
ALTER TABLE "ExpertListing" ADD CONSTRAINT "ExpertListing_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExpertPlugin" ADD CONSTRAINT "ExpertPlugin_listingKey_fkey" FOREIGN KEY ("listingKey") REFERENCES "ExpertListing"("key") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: Prisma's schema cannot describe triggers or tsvector columns.
-- A trigger on "Expert" keeps the listing equal to the live columns (SPEC §10): an Expert is listed
-- while it is published, not deleted and has a live version; its text is the live name,
-- description and brief, its plugins those of its live version. Every writer (publish, roll back,
-- unpublish, delete, the seed) is covered in its own transaction.

-- The live text as a stored tsvector under the listing's key: ranking reads it instead of parsing
-- the text again for every match. fastupdate off: no pending list to scan on every search.
CREATE TABLE "ExpertSearch" (
  "key" INTEGER NOT NULL PRIMARY KEY REFERENCES "ExpertListing" ("key") ON DELETE CASCADE,
  "document" tsvector NOT NULL
);
CREATE INDEX "ExpertSearch_document_idx" ON "ExpertSearch" USING GIN ("document") WITH (fastupdate = off);

-- Name weighs most, then description, then brief (lib/server/marketplace/search-postgresql.ts).
CREATE FUNCTION "expert_search_document"(name TEXT, description TEXT, brief TEXT) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(description, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(brief, '')), 'C')
$$;

CREATE FUNCTION "expert_listing_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed INTEGER;
  name_key TEXT := coalesce(NEW."liveNameKey", lower(NEW."liveName"), '');
BEGIN
  -- Tested here rather than in the trigger's UPDATE OF list: columns named there could never
  -- change type in a later migration ("cannot alter type of a column used in a trigger").
  IF TG_OP = 'UPDATE' AND (OLD."status", OLD."deletedAt", OLD."liveVersionId", OLD."liveName", OLD."liveNameKey", OLD."liveDescription", OLD."liveBrief")
      IS NOT DISTINCT FROM (NEW."status", NEW."deletedAt", NEW."liveVersionId", NEW."liveName", NEW."liveNameKey", NEW."liveDescription", NEW."liveBrief") THEN
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
    VALUES (listed, "expert_search_document"(NEW."liveName", NEW."liveDescription", NEW."liveBrief"))
    ON CONFLICT ("key") DO UPDATE SET "document" = EXCLUDED."document";
  DELETE FROM "ExpertPlugin" WHERE "listingKey" = listed;
  INSERT INTO "ExpertPlugin" ("listingKey", "plugin", "nameKey")
    SELECT DISTINCT listed, p #>> '{}', name_key
    FROM "ExpertVersion" v, jsonb_array_elements(CASE WHEN jsonb_typeof(v."config" -> 'plugins') = 'array' THEN v."config" -> 'plugins' ELSE '[]'::jsonb END) AS p
    WHERE v."id" = NEW."liveVersionId" AND jsonb_typeof(p) = 'string';
  RETURN NULL;
END
$$;

CREATE TRIGGER "Expert_listing" AFTER INSERT OR UPDATE ON "Expert"
FOR EACH ROW EXECUTE FUNCTION "expert_listing_refresh"();

-- Backfill: what the marketplace shows today.
INSERT INTO "ExpertListing" ("expertId", "nameKey", "priceLabel")
SELECT e."id", coalesce(e."liveNameKey", lower(e."liveName"), ''), v."config" ->> 'priceLabel'
FROM "Expert" e JOIN "ExpertVersion" v ON v."id" = e."liveVersionId"
WHERE e."status" = 'published' AND e."deletedAt" IS NULL
ORDER BY e."liveNameKey", e."id";

INSERT INTO "ExpertSearch" ("key", "document")
SELECT l."key", "expert_search_document"(e."liveName", e."liveDescription", e."liveBrief")
FROM "ExpertListing" l JOIN "Expert" e ON e."id" = l."expertId";

INSERT INTO "ExpertPlugin" ("listingKey", "plugin", "nameKey")
SELECT DISTINCT l."key", p #>> '{}', l."nameKey"
FROM "ExpertListing" l JOIN "Expert" e ON e."id" = l."expertId" JOIN "ExpertVersion" v ON v."id" = e."liveVersionId",
  jsonb_array_elements(CASE WHEN jsonb_typeof(v."config" -> 'plugins') = 'array' THEN v."config" -> 'plugins' ELSE '[]'::jsonb END) AS p
WHERE jsonb_typeof(p) = 'string';
