-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'user',
    "disabledAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Expert" (
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
    CONSTRAINT "Expert_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SubagentSpec" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expertId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "raw" TEXT NOT NULL,
    CONSTRAINT "SubagentSpec_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BuiltinSwitch" (
    "expertId" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("expertId", "handle"),
    CONSTRAINT "BuiltinSwitch_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AccessGrant" (
    "userId" TEXT NOT NULL,
    "expertId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "expertId"),
    CONSTRAINT "AccessGrant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AccessGrant_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DelegationPolicy" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "mode" TEXT NOT NULL DEFAULT 'none',
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DelegationPolicy_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WhitelistEntry" (
    "userId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "expertId" TEXT NOT NULL,

    PRIMARY KEY ("userId", "position"),
    CONSTRAINT "WhitelistEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DelegationRequest" (
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
    "error" TEXT
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "expertId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "diff" JSONB NOT NULL,
    CONSTRAINT "AuditEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "AuditEvent_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "Expert" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Expert_slug_key" ON "Expert"("slug");

-- CreateIndex
CREATE INDEX "Expert_ownerId_deletedAt_idx" ON "Expert"("ownerId", "deletedAt");

-- CreateIndex
CREATE INDEX "Expert_status_deletedAt_nameKey_idx" ON "Expert"("status", "deletedAt", "nameKey");

-- CreateIndex
CREATE UNIQUE INDEX "SubagentSpec_expertId_position_key" ON "SubagentSpec"("expertId", "position");

-- CreateIndex
CREATE INDEX "AccessGrant_expertId_idx" ON "AccessGrant"("expertId");

-- CreateIndex
CREATE INDEX "DelegationRequest_createdAt_idx" ON "DelegationRequest"("createdAt");

-- CreateIndex
CREATE INDEX "DelegationRequest_status_createdAt_idx" ON "DelegationRequest"("status", "createdAt");

-- CreateIndex
CREATE INDEX "DelegationRequest_userId_createdAt_idx" ON "DelegationRequest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_expertId_createdAt_idx" ON "AuditEvent"("expertId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");
