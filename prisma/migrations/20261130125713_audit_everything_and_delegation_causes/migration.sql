-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_AuditEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "expertId" TEXT,
    "subjectUserId" TEXT,
    "action" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "diff" JSONB NOT NULL,
    CONSTRAINT "AuditEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "AuditEvent_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AuditEvent_subjectUserId_fkey" FOREIGN KEY ("subjectUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_AuditEvent" ("action", "actorId", "createdAt", "diff", "expertId", "id", "snapshot", "version") SELECT "action", "actorId", "createdAt", "diff", "expertId", "id", "snapshot", "version" FROM "AuditEvent";
DROP TABLE "AuditEvent";
ALTER TABLE "new_AuditEvent" RENAME TO "AuditEvent";
CREATE INDEX "AuditEvent_expertId_createdAt_idx" ON "AuditEvent"("expertId", "createdAt");
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");
CREATE INDEX "AuditEvent_actorId_createdAt_idx" ON "AuditEvent"("actorId", "createdAt");
CREATE INDEX "AuditEvent_subjectUserId_createdAt_idx" ON "AuditEvent"("subjectUserId", "createdAt");
CREATE INDEX "AuditEvent_action_createdAt_idx" ON "AuditEvent"("action", "createdAt");
CREATE TABLE "new_DelegationRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "requestId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" TEXT,
    "userRef" TEXT NOT NULL,
    "fromRef" TEXT NOT NULL,
    "toRef" TEXT NOT NULL,
    "fromId" TEXT,
    "toId" TEXT,
    "chain" JSONB NOT NULL,
    "input" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "cause" TEXT,
    "day" TEXT NOT NULL DEFAULT ''
);
-- Existing rows get their UTC day from createdAt (stored as ISO-8601 text).
INSERT INTO "new_DelegationRequest" ("chain", "createdAt", "error", "fromId", "fromRef", "id", "input", "requestId", "status", "toId", "toRef", "userId", "userRef", "day") SELECT "chain", "createdAt", "error", "fromId", "fromRef", "id", "input", "requestId", "status", "toId", "toRef", "userId", "userRef", substr("createdAt", 1, 10) FROM "DelegationRequest";
DROP TABLE "DelegationRequest";
ALTER TABLE "new_DelegationRequest" RENAME TO "DelegationRequest";
CREATE INDEX "DelegationRequest_createdAt_idx" ON "DelegationRequest"("createdAt");
CREATE INDEX "DelegationRequest_status_createdAt_idx" ON "DelegationRequest"("status", "createdAt");
CREATE INDEX "DelegationRequest_userId_createdAt_idx" ON "DelegationRequest"("userId", "createdAt");
CREATE INDEX "DelegationRequest_fromId_day_status_idx" ON "DelegationRequest"("fromId", "day", "status");
CREATE INDEX "DelegationRequest_toId_day_status_idx" ON "DelegationRequest"("toId", "day", "status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
