-- Written by hand: Prisma's schema cannot describe triggers or FTS5 tables.
-- The slug joins the indexed text (a search for `repo-reviewer`, or its words, finds the Expert), and a
-- vocabulary of the indexed words lets a search word that matches nothing be corrected to a near one
-- (lib/domain/typo-correction.ts). FTS5 cannot add a column, so the table and the triggers that write
-- it are made again (same rules as the marketplace_search migration, plus the slug) and filled again.

DROP TRIGGER "ExpertListing_delete";
DROP TRIGGER "Expert_listing_insert";
DROP TRIGGER "Expert_listing_show";
DROP TABLE "ExpertSearch";

CREATE VIRTUAL TABLE "ExpertSearch" USING fts5(
  "name", "slug", "description", "brief",
  content = '', contentless_delete = 1, prefix = '2 3', tokenize = 'unicode61 remove_diacritics 0'
);

-- Every word of the index with the number of listed Experts holding it, read from the index itself
-- (a deleted row's words leave with it), so only served Experts' words are ever suggested.
CREATE VIRTUAL TABLE "ExpertSearchVocab" USING fts5vocab('ExpertSearch', 'row');

CREATE TRIGGER "ExpertListing_delete" AFTER DELETE ON "ExpertListing" BEGIN
  DELETE FROM "ExpertSearch" WHERE "rowid" = OLD."key";
  DELETE FROM "ExpertPlugin" WHERE "listingKey" = OLD."key";
END;

CREATE TRIGGER "Expert_listing_insert" AFTER INSERT ON "Expert"
WHEN NEW."status" = 'published' AND NEW."deletedAt" IS NULL AND NEW."liveVersionId" IS NOT NULL
BEGIN
  INSERT INTO "ExpertListing" ("expertId", "nameKey", "priceLabel") VALUES (NEW."id", coalesce(NEW."liveNameKey", lower(NEW."liveName"), ''), (SELECT json_extract("config", '$.priceLabel') FROM "ExpertVersion" WHERE "id" = NEW."liveVersionId"));
  INSERT INTO "ExpertSearch" ("rowid", "name", "slug", "description", "brief")
    SELECT "key", coalesce(NEW."liveName", ''), NEW."slug", coalesce(NEW."liveDescription", ''), coalesce(NEW."liveBrief", '') FROM "ExpertListing" WHERE "expertId" = NEW."id";
  INSERT OR IGNORE INTO "ExpertPlugin" ("listingKey", "plugin", "nameKey")
    SELECT l."key", p."value", l."nameKey" FROM "ExpertListing" l JOIN "ExpertVersion" v ON v."id" = NEW."liveVersionId", json_each(v."config", '$.plugins') p
    WHERE l."expertId" = NEW."id" AND p."type" = 'text';
END;

-- Upserted, not replaced: a listed Expert keeps its key, so a cursor naming it stays valid.
CREATE TRIGGER "Expert_listing_show" AFTER UPDATE OF "status", "deletedAt", "liveVersionId", "liveName", "liveNameKey", "liveDescription", "liveBrief", "slug" ON "Expert"
WHEN NEW."status" = 'published' AND NEW."deletedAt" IS NULL AND NEW."liveVersionId" IS NOT NULL
BEGIN
  INSERT INTO "ExpertListing" ("expertId", "nameKey", "priceLabel") VALUES (NEW."id", coalesce(NEW."liveNameKey", lower(NEW."liveName"), ''), (SELECT json_extract("config", '$.priceLabel') FROM "ExpertVersion" WHERE "id" = NEW."liveVersionId"))
    ON CONFLICT ("expertId") DO UPDATE SET "nameKey" = excluded."nameKey", "priceLabel" = excluded."priceLabel";
  DELETE FROM "ExpertSearch" WHERE "rowid" = (SELECT "key" FROM "ExpertListing" WHERE "expertId" = NEW."id");
  INSERT INTO "ExpertSearch" ("rowid", "name", "slug", "description", "brief")
    SELECT "key", coalesce(NEW."liveName", ''), NEW."slug", coalesce(NEW."liveDescription", ''), coalesce(NEW."liveBrief", '') FROM "ExpertListing" WHERE "expertId" = NEW."id";
  DELETE FROM "ExpertPlugin" WHERE "listingKey" = (SELECT "key" FROM "ExpertListing" WHERE "expertId" = NEW."id");
  INSERT OR IGNORE INTO "ExpertPlugin" ("listingKey", "plugin", "nameKey")
    SELECT l."key", p."value", l."nameKey" FROM "ExpertListing" l JOIN "ExpertVersion" v ON v."id" = NEW."liveVersionId", json_each(v."config", '$.plugins') p
    WHERE l."expertId" = NEW."id" AND p."type" = 'text';
END;

-- Backfill: what the marketplace lists today, with its slugs.
INSERT INTO "ExpertSearch" ("rowid", "name", "slug", "description", "brief")
SELECT l."key", coalesce(e."liveName", ''), e."slug", coalesce(e."liveDescription", ''), coalesce(e."liveBrief", '')
FROM "ExpertListing" l JOIN "Expert" e ON e."id" = l."expertId";
