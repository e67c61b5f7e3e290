-- AlterTable
ALTER TABLE "Expert" ADD COLUMN     "liveBrief" TEXT,
ADD COLUMN     "liveDelegatable" BOOLEAN,
ADD COLUMN     "liveDescription" TEXT,
ADD COLUMN     "liveName" TEXT,
ADD COLUMN     "liveNameKey" TEXT,
ADD COLUMN     "liveVersionId" TEXT;

-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "liveNumber" INTEGER;

-- CreateTable
CREATE TABLE "ExpertVersion" (
    "id" TEXT NOT NULL,
    "expertId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "config" JSONB NOT NULL,
    "publishedById" TEXT,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rolledBackFrom" INTEGER,

    CONSTRAINT "ExpertVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExpertVersion_expertId_number_key" ON "ExpertVersion"("expertId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "Expert_liveVersionId_key" ON "Expert"("liveVersionId");

-- AddForeignKey
ALTER TABLE "Expert" ADD CONSTRAINT "Expert_liveVersionId_fkey" FOREIGN KEY ("liveVersionId") REFERENCES "ExpertVersion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExpertVersion" ADD CONSTRAINT "ExpertVersion_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExpertVersion" ADD CONSTRAINT "ExpertVersion_publishedById_fkey" FOREIGN KEY ("publishedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Data (ported by hand from the SQLite twin): every published Expert's current configuration
-- becomes its live version 1, with the fields of lib/domain/expert-version.ts (ExpertVersionConfig),
-- credited to its owner and dated by its last change
INSERT INTO "ExpertVersion" ("id", "expertId", "number", "config", "publishedById", "publishedAt", "rolledBackFrom")
SELECT
    'v1_' || e."id",
    e."id",
    1,
    jsonb_build_object(
        'name', e."name",
        'slug', e."slug",
        'description', e."description",
        'instructions', e."instructions",
        'delegationBrief', e."delegationBrief",
        'delegatable', e."delegatable",
        'priceLabel', e."priceLabel",
        'defaultModel', e."defaultModel",
        'plugins', e."plugins",
        'teamGuard', jsonb_build_object('mode', e."guardMode", 'markers', e."guardMarkers", 'deny', e."guardDeny"),
        'specs', COALESCE((SELECT jsonb_agg(s."raw" ORDER BY s."position") FROM "SubagentSpec" s WHERE s."expertId" = e."id"), '[]'::jsonb),
        'disabledBuiltins', COALESCE((SELECT jsonb_agg(b."handle" ORDER BY b."handle") FROM "BuiltinSwitch" b WHERE b."expertId" = e."id" AND b."enabled" = false), '[]'::jsonb)
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
