-- CreateTable
CREATE TABLE "ExpertPlugin" (
    "expertId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "plugin" TEXT NOT NULL,

    CONSTRAINT "ExpertPlugin_pkey" PRIMARY KEY ("expertId","position")
);

-- CreateIndex
CREATE INDEX "ExpertPlugin_plugin_expertId_idx" ON "ExpertPlugin"("plugin", "expertId");

-- AddForeignKey
ALTER TABLE "ExpertPlugin" ADD CONSTRAINT "ExpertPlugin_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: Prisma's schema cannot describe triggers or expression indexes.

-- ExpertPlugin mirrors the "plugins" JSON list on every write, so writers set only the column.
CREATE FUNCTION "expert_plugins_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "ExpertPlugin" WHERE "expertId" = NEW."id";
  END IF;
  IF jsonb_typeof(NEW."plugins") = 'array' THEN
    INSERT INTO "ExpertPlugin" ("expertId", "position", "plugin")
    SELECT NEW."id", (p.ord - 1)::int, p.value FROM jsonb_array_elements_text(NEW."plugins") WITH ORDINALITY AS p(value, ord);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Expert_plugins_sync" AFTER INSERT OR UPDATE OF "plugins" ON "Expert"
FOR EACH ROW EXECUTE FUNCTION "expert_plugins_sync"();

INSERT INTO "ExpertPlugin" ("expertId", "position", "plugin")
SELECT e."id", (p.ord - 1)::int, p.value
FROM "Expert" e CROSS JOIN LATERAL jsonb_array_elements_text(e."plugins") WITH ORDINALITY AS p(value, ord)
WHERE jsonb_typeof(e."plugins") = 'array';

-- Full-text search: lib/server/marketplace/search-postgresql.ts repeats this expression exactly,
-- which is what lets the planner use the index.
CREATE INDEX "Expert_search_idx" ON "Expert" USING GIN ((
  setweight(to_tsvector('simple', "name"), 'A') ||
  setweight(to_tsvector('simple', "slug"), 'A') ||
  setweight(to_tsvector('simple', "description"), 'B') ||
  setweight(to_tsvector('simple', coalesce("delegationBrief", '')), 'C')
));
