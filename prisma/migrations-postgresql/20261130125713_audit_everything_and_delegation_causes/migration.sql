-- AlterTable
ALTER TABLE "DelegationRequest" ADD COLUMN     "cause" TEXT,
ADD COLUMN     "day" TEXT NOT NULL DEFAULT '';

-- Existing rows get their UTC day from createdAt (the SQLite twin does the same).
UPDATE "DelegationRequest" SET "day" = to_char("createdAt", 'YYYY-MM-DD');

-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "subjectUserId" TEXT,
ALTER COLUMN "expertId" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "DelegationRequest_fromId_day_status_idx" ON "DelegationRequest"("fromId", "day", "status");

-- CreateIndex
CREATE INDEX "DelegationRequest_toId_day_status_idx" ON "DelegationRequest"("toId", "day", "status");

-- CreateIndex
CREATE INDEX "AuditEvent_actorId_createdAt_idx" ON "AuditEvent"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_subjectUserId_createdAt_idx" ON "AuditEvent"("subjectUserId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_action_createdAt_idx" ON "AuditEvent"("action", "createdAt");

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_subjectUserId_fkey" FOREIGN KEY ("subjectUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
