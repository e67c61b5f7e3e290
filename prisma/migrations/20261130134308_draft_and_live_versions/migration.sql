-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN "liveNumber" INTEGER;

-- CreateTable
CREATE TABLE "ExpertVersion" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expertId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "config" JSONB NOT NULL,
    "publishedById" TEXT,
    "publishedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rolledBackFrom" INTEGER,
    CONSTRAINT "ExpertVersion_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExpertVersion_publishedById_fkey" FOREIGN KEY ("publishedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Expert" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "instructions" TEXT NOT NULL DEFAULT '',
    "delegationBrief" TEXT,
    "delegatable" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "deletedAt" DATETIME,
    "priceLabel" TEXT,
    "defaultModel" TEXT NOT NULL,
    "plugins" JSONB NOT NULL,
    "guardMode" TEXT NOT NULL DEFAULT 'enforce',
    "guardMarkers" JSONB NOT NULL,
    "guardDeny" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "liveVersionId" TEXT,
    "liveName" TEXT,
    "liveNameKey" TEXT,
    "liveDescription" TEXT,
    "liveBrief" TEXT,
    "liveDelegatable" BOOLEAN,
    CONSTRAINT "Expert_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Expert_liveVersionId_fkey" FOREIGN KEY ("liveVersionId") REFERENCES "ExpertVersion" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Expert" ("createdAt", "defaultModel", "delegatable", "delegationBrief", "deletedAt", "description", "guardDeny", "guardMarkers", "guardMode", "id", "instructions", "name", "nameKey", "ownerId", "plugins", "priceLabel", "slug", "status", "updatedAt", "version") SELECT "createdAt", "defaultModel", "delegatable", "delegationBrief", "deletedAt", "description", "guardDeny", "guardMarkers", "guardMode", "id", "instructions", "name", "nameKey", "ownerId", "plugins", "priceLabel", "slug", "status", "updatedAt", "version" FROM "Expert";
DROP TABLE "Expert";
ALTER TABLE "new_Expert" RENAME TO "Expert";
CREATE UNIQUE INDEX "Expert_slug_key" ON "Expert"("slug");
CREATE UNIQUE INDEX "Expert_liveVersionId_key" ON "Expert"("liveVersionId");
CREATE INDEX "Expert_ownerId_deletedAt_idx" ON "Expert"("ownerId", "deletedAt");
CREATE INDEX "Expert_status_deletedAt_nameKey_idx" ON "Expert"("status", "deletedAt", "nameKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ExpertVersion_expertId_number_key" ON "ExpertVersion"("expertId", "number");

-- Data: every published Expert's current configuration becomes its live version 1 (SPEC §10),
-- with the fields of lib/domain/expert-version.ts (ExpertVersionConfig). Credited to its owner,
-- dated by its last change. The JSON is built with SQLite's json_object/json_group_array; the
-- PostgreSQL twin builds the same shape with jsonb_build_object/jsonb_agg.
INSERT INTO "ExpertVersion" ("id", "expertId", "number", "config", "publishedById", "publishedAt", "rolledBackFrom")
SELECT
    'v1_' || e."id",
    e."id",
    1,
    json_object(
        'name', e."name",
        'slug', e."slug",
        'description', e."description",
        'instructions', e."instructions",
        'delegationBrief', e."delegationBrief",
        'delegatable', CASE WHEN e."delegatable" THEN json('true') ELSE json('false') END,
        'priceLabel', e."priceLabel",
        'defaultModel', e."defaultModel",
        'plugins', json(e."plugins"),
        'teamGuard', json_object('mode', e."guardMode", 'markers', json(e."guardMarkers"), 'deny', json(e."guardDeny")),
        'specs', (SELECT json_group_array(s."raw" ORDER BY s."position") FROM "SubagentSpec" s WHERE s."expertId" = e."id"),
        'disabledBuiltins', (SELECT json_group_array(b."handle" ORDER BY b."handle") FROM "BuiltinSwitch" b WHERE b."expertId" = e."id" AND b."enabled" = false)
    ),
    e."ownerId",
    e."updatedAt",
    NULL
FROM "Expert" e
WHERE e."status" = 'published';

UPDATE "Expert"
SET "liveVersionId" = 'v1_' || "id",
    "liveName" = "name",
    "liveNameKey" = "nameKey",
    "liveDescription" = "description",
    "liveBrief" = "delegationBrief",
    "liveDelegatable" = "delegatable"
WHERE "status" = 'published';
