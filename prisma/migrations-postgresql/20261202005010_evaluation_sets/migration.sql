-- CreateTable
CREATE TABLE "EvaluationCase" (
    "id" TEXT NOT NULL,
    "expertId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "target" TEXT NOT NULL,

    CONSTRAINT "EvaluationCase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EvaluationRun" (
    "id" TEXT NOT NULL,
    "expertId" TEXT NOT NULL,
    "versionNumber" INTEGER,
    "judge" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" TEXT,
    "accuracy" DOUBLE PRECISION NOT NULL,
    "totals" JSONB NOT NULL,
    "results" JSONB NOT NULL,
    "publishedVersionId" TEXT,

    CONSTRAINT "EvaluationRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EvaluationCase_expertId_position_key" ON "EvaluationCase"("expertId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "EvaluationRun_publishedVersionId_key" ON "EvaluationRun"("publishedVersionId");

-- CreateIndex
CREATE INDEX "EvaluationRun_expertId_versionNumber_createdAt_idx" ON "EvaluationRun"("expertId", "versionNumber", "createdAt");

-- AddForeignKey
ALTER TABLE "EvaluationCase" ADD CONSTRAINT "EvaluationCase_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EvaluationRun" ADD CONSTRAINT "EvaluationRun_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EvaluationRun" ADD CONSTRAINT "EvaluationRun_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EvaluationRun" ADD CONSTRAINT "EvaluationRun_publishedVersionId_fkey" FOREIGN KEY ("publishedVersionId") REFERENCES "ExpertVersion"("id") ON DELETE SET NULL ON UPDATE CASCADE;
