-- Hand-written from the generated diff, which dropped and re-added each column (losing its data):
-- the columns change type in place instead, after any value outside its enum is mapped to what the
-- code used to read it as (the same mapping as the SQLite migration). Indexes on them survive.

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('user', 'admin');

-- CreateEnum
CREATE TYPE "ExpertStatus" AS ENUM ('draft', 'published');

-- CreateEnum
CREATE TYPE "GuardMode" AS ENUM ('enforce', 'warn', 'off');

-- CreateEnum
CREATE TYPE "GrantKind" AS ENUM ('purchased', 'created');

-- CreateEnum
CREATE TYPE "PolicyMode" AS ENUM ('none', 'all', 'whitelist');

-- CreateEnum
CREATE TYPE "DelegationOutcome" AS ENUM ('accepted', 'failed');

-- AlterTable
UPDATE "User" SET "role" = 'user' WHERE "role" NOT IN ('user', 'admin');
ALTER TABLE "User" ALTER COLUMN "role" DROP DEFAULT,
ALTER COLUMN "role" TYPE "Role" USING ("role"::"Role"),
ALTER COLUMN "role" SET DEFAULT 'user';

-- AlterTable
UPDATE "Expert" SET "status" = 'draft' WHERE "status" NOT IN ('draft', 'published');
UPDATE "Expert" SET "guardMode" = 'enforce' WHERE "guardMode" NOT IN ('enforce', 'warn', 'off');
ALTER TABLE "Expert" ALTER COLUMN "status" DROP DEFAULT,
ALTER COLUMN "status" TYPE "ExpertStatus" USING ("status"::"ExpertStatus"),
ALTER COLUMN "status" SET DEFAULT 'draft',
ALTER COLUMN "guardMode" DROP DEFAULT,
ALTER COLUMN "guardMode" TYPE "GuardMode" USING ("guardMode"::"GuardMode"),
ALTER COLUMN "guardMode" SET DEFAULT 'enforce';

-- AlterTable
UPDATE "AccessGrant" SET "kind" = 'purchased' WHERE "kind" NOT IN ('purchased', 'created');
ALTER TABLE "AccessGrant" ALTER COLUMN "kind" TYPE "GrantKind" USING ("kind"::"GrantKind");

-- AlterTable
UPDATE "DelegationPolicy" SET "mode" = 'none' WHERE "mode" NOT IN ('none', 'all', 'whitelist');
ALTER TABLE "DelegationPolicy" ALTER COLUMN "mode" DROP DEFAULT,
ALTER COLUMN "mode" TYPE "PolicyMode" USING ("mode"::"PolicyMode"),
ALTER COLUMN "mode" SET DEFAULT 'none';

-- AlterTable
UPDATE "DelegationRequest" SET "status" = 'failed' WHERE "status" NOT IN ('accepted', 'failed');
ALTER TABLE "DelegationRequest" ALTER COLUMN "status" TYPE "DelegationOutcome" USING ("status"::"DelegationOutcome");

-- CreateIndex
CREATE INDEX "DelegationRequest_fromRef_idx" ON "DelegationRequest"("fromRef");

-- CreateIndex
CREATE INDEX "DelegationRequest_toRef_idx" ON "DelegationRequest"("toRef");
