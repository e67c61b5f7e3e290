-- CreateTable
CREATE TABLE "ExpertPlugin" (
    "expertId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "plugin" TEXT NOT NULL,

    PRIMARY KEY ("expertId", "position"),
    CONSTRAINT "ExpertPlugin_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ExpertPlugin_plugin_expertId_idx" ON "ExpertPlugin"("plugin", "expertId");

-- Written by hand: Prisma's schema cannot describe triggers or FTS5 tables.
-- A migration that rebuilds "Expert" (Prisma's RedefineTables) drops these triggers: recreate them there.

-- ExpertPlugin mirrors the "plugins" JSON list on every write, so writers set only the column.
CREATE TRIGGER "Expert_plugins_insert" AFTER INSERT ON "Expert" BEGIN
  INSERT INTO "ExpertPlugin" ("expertId", "position", "plugin")
  SELECT NEW."id", "key", "value" FROM json_each(CASE WHEN json_valid(NEW."plugins") AND json_type(NEW."plugins") = 'array' THEN NEW."plugins" ELSE '[]' END);
END;

CREATE TRIGGER "Expert_plugins_update" AFTER UPDATE OF "plugins" ON "Expert" BEGIN
  DELETE FROM "ExpertPlugin" WHERE "expertId" = NEW."id";
  INSERT INTO "ExpertPlugin" ("expertId", "position", "plugin")
  SELECT NEW."id", "key", "value" FROM json_each(CASE WHEN json_valid(NEW."plugins") AND json_type(NEW."plugins") = 'array' THEN NEW."plugins" ELSE '[]' END);
END;

INSERT INTO "ExpertPlugin" ("expertId", "position", "plugin")
SELECT e."id", j."key", j."value" FROM "Expert" e, json_each(e."plugins") j
WHERE json_valid(e."plugins") AND json_type(e."plugins") = 'array';

-- Full-text index of the searchable text, one row per Expert under the Expert's rowid.
CREATE VIRTUAL TABLE "ExpertSearch" USING fts5("expertId" UNINDEXED, "name", "slug", "description", "brief", tokenize = 'unicode61 remove_diacritics 0');

CREATE TRIGGER "Expert_search_insert" AFTER INSERT ON "Expert" BEGIN
  INSERT INTO "ExpertSearch" ("rowid", "expertId", "name", "slug", "description", "brief")
  VALUES (NEW."rowid", NEW."id", NEW."name", NEW."slug", NEW."description", coalesce(NEW."delegationBrief", ''));
END;

CREATE TRIGGER "Expert_search_update" AFTER UPDATE OF "id", "name", "slug", "description", "delegationBrief" ON "Expert" BEGIN
  UPDATE "ExpertSearch" SET "expertId" = NEW."id", "name" = NEW."name", "slug" = NEW."slug", "description" = NEW."description", "brief" = coalesce(NEW."delegationBrief", '')
  WHERE "rowid" = OLD."rowid";
END;

CREATE TRIGGER "Expert_search_delete" AFTER DELETE ON "Expert" BEGIN
  DELETE FROM "ExpertSearch" WHERE "rowid" = OLD."rowid";
END;

INSERT INTO "ExpertSearch" ("rowid", "expertId", "name", "slug", "description", "brief")
SELECT "rowid", "id", "name", "slug", "description", coalesce("delegationBrief", '') FROM "Expert";
