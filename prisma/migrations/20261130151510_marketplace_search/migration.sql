-- CreateTable
CREATE TABLE "ExpertListing" (
    "key" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "expertId" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "priceLabel" TEXT,
    CONSTRAINT "ExpertListing_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExpertPlugin" (
    "listingKey" INTEGER NOT NULL,
    "plugin" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,

    PRIMARY KEY ("listingKey", "plugin"),
    CONSTRAINT "ExpertPlugin_listingKey_fkey" FOREIGN KEY ("listingKey") REFERENCES "ExpertListing" ("key") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "ExpertListing_expertId_key" ON "ExpertListing"("expertId");

-- CreateIndex
CREATE INDEX "ExpertListing_nameKey_key_idx" ON "ExpertListing"("nameKey", "key");

-- CreateIndex
CREATE INDEX "ExpertPlugin_plugin_nameKey_listingKey_idx" ON "ExpertPlugin"("plugin", "nameKey", "listingKey");

-- Written by hand: Prisma's schema cannot describe triggers or FTS5 tables.
-- Triggers on "Expert" keep the listing equal to the live columns (SPEC §10): an Expert is listed
-- while it is published, not deleted and has a live version; its text is the live name,
-- description and brief, its plugins those of its live version. Every writer (publish, roll back,
-- unpublish, delete, the seed) is covered in its own transaction. A later migration that rebuilds
-- "Expert" (Prisma's RedefineTables) drops these triggers and must create them again.

-- The live text, under the listing's key. Contentless: the text is kept in "Expert" already.
CREATE VIRTUAL TABLE "ExpertSearch" USING fts5(
  "name", "description", "brief",
  content = '', contentless_delete = 1, prefix = '2 3', tokenize = 'unicode61 remove_diacritics 0'
);

CREATE TRIGGER "ExpertListing_delete" AFTER DELETE ON "ExpertListing" BEGIN
  DELETE FROM "ExpertSearch" WHERE "rowid" = OLD."key";
  DELETE FROM "ExpertPlugin" WHERE "listingKey" = OLD."key";
END;

CREATE TRIGGER "Expert_listing_insert" AFTER INSERT ON "Expert"
WHEN NEW."status" = 'published' AND NEW."deletedAt" IS NULL AND NEW."liveVersionId" IS NOT NULL
BEGIN
  INSERT INTO "ExpertListing" ("expertId", "nameKey", "priceLabel") VALUES (NEW."id", coalesce(NEW."liveNameKey", lower(NEW."liveName"), ''), (SELECT json_extract("config", '$.priceLabel') FROM "ExpertVersion" WHERE "id" = NEW."liveVersionId"));
  INSERT INTO "ExpertSearch" ("rowid", "name", "description", "brief")
    SELECT "key", coalesce(NEW."liveName", ''), coalesce(NEW."liveDescription", ''), coalesce(NEW."liveBrief", '') FROM "ExpertListing" WHERE "expertId" = NEW."id";
  INSERT OR IGNORE INTO "ExpertPlugin" ("listingKey", "plugin", "nameKey")
    SELECT l."key", p."value", l."nameKey" FROM "ExpertListing" l JOIN "ExpertVersion" v ON v."id" = NEW."liveVersionId", json_each(v."config", '$.plugins') p
    WHERE l."expertId" = NEW."id" AND p."type" = 'text';
END;

-- Upserted, not replaced: a listed Expert keeps its key, so a cursor naming it stays valid.
CREATE TRIGGER "Expert_listing_show" AFTER UPDATE OF "status", "deletedAt", "liveVersionId", "liveName", "liveNameKey", "liveDescription", "liveBrief" ON "Expert"
WHEN NEW."status" = 'published' AND NEW."deletedAt" IS NULL AND NEW."liveVersionId" IS NOT NULL
BEGIN
  INSERT INTO "ExpertListing" ("expertId", "nameKey", "priceLabel") VALUES (NEW."id", coalesce(NEW."liveNameKey", lower(NEW."liveName"), ''), (SELECT json_extract("config", '$.priceLabel') FROM "ExpertVersion" WHERE "id" = NEW."liveVersionId"))
    ON CONFLICT ("expertId") DO UPDATE SET "nameKey" = excluded."nameKey", "priceLabel" = excluded."priceLabel";
  DELETE FROM "ExpertSearch" WHERE "rowid" = (SELECT "key" FROM "ExpertListing" WHERE "expertId" = NEW."id");
  INSERT INTO "ExpertSearch" ("rowid", "name", "description", "brief")
    SELECT "key", coalesce(NEW."liveName", ''), coalesce(NEW."liveDescription", ''), coalesce(NEW."liveBrief", '') FROM "ExpertListing" WHERE "expertId" = NEW."id";
  DELETE FROM "ExpertPlugin" WHERE "listingKey" = (SELECT "key" FROM "ExpertListing" WHERE "expertId" = NEW."id");
  INSERT OR IGNORE INTO "ExpertPlugin" ("listingKey", "plugin", "nameKey")
    SELECT l."key", p."value", l."nameKey" FROM "ExpertListing" l JOIN "ExpertVersion" v ON v."id" = NEW."liveVersionId", json_each(v."config", '$.plugins') p
    WHERE l."expertId" = NEW."id" AND p."type" = 'text';
END;

CREATE TRIGGER "Expert_listing_hide" AFTER UPDATE OF "status", "deletedAt", "liveVersionId" ON "Expert"
WHEN NOT (NEW."status" = 'published' AND NEW."deletedAt" IS NULL AND NEW."liveVersionId" IS NOT NULL)
BEGIN
  DELETE FROM "ExpertListing" WHERE "expertId" = NEW."id";
END;

CREATE TRIGGER "Expert_listing_delete" AFTER DELETE ON "Expert" BEGIN
  DELETE FROM "ExpertListing" WHERE "expertId" = OLD."id";
END;

-- Backfill: what the marketplace shows today.
INSERT INTO "ExpertListing" ("expertId", "nameKey", "priceLabel")
SELECT e."id", coalesce(e."liveNameKey", lower(e."liveName"), ''), json_extract(v."config", '$.priceLabel')
FROM "Expert" e JOIN "ExpertVersion" v ON v."id" = e."liveVersionId"
WHERE e."status" = 'published' AND e."deletedAt" IS NULL
ORDER BY e."liveNameKey", e."id";

INSERT INTO "ExpertSearch" ("rowid", "name", "description", "brief")
SELECT l."key", coalesce(e."liveName", ''), coalesce(e."liveDescription", ''), coalesce(e."liveBrief", '')
FROM "ExpertListing" l JOIN "Expert" e ON e."id" = l."expertId";

INSERT OR IGNORE INTO "ExpertPlugin" ("listingKey", "plugin", "nameKey")
SELECT l."key", p."value", l."nameKey"
FROM "ExpertListing" l JOIN "Expert" e ON e."id" = l."expertId" JOIN "ExpertVersion" v ON v."id" = e."liveVersionId", json_each(v."config", '$.plugins') p
WHERE p."type" = 'text';
