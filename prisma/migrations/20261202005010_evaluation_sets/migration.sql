-- CreateTable
CREATE TABLE "EvaluationCase" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expertId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    CONSTRAINT "EvaluationCase_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EvaluationRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expertId" TEXT NOT NULL,
    "versionNumber" INTEGER,
    "judge" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" TEXT,
    "accuracy" REAL NOT NULL,
    "totals" JSONB NOT NULL,
    "results" JSONB NOT NULL,
    "publishedVersionId" TEXT,
    CONSTRAINT "EvaluationRun_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EvaluationRun_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "EvaluationRun_publishedVersionId_fkey" FOREIGN KEY ("publishedVersionId") REFERENCES "ExpertVersion" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "EvaluationCase_expertId_position_key" ON "EvaluationCase"("expertId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "EvaluationRun_publishedVersionId_key" ON "EvaluationRun"("publishedVersionId");

-- CreateIndex
CREATE INDEX "EvaluationRun_expertId_versionNumber_createdAt_idx" ON "EvaluationRun"("expertId", "versionNumber", "createdAt");
