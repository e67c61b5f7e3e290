-- AlterTable
ALTER TABLE "DelegationRequest" ADD COLUMN "finishedAt" DATETIME;
ALTER TABLE "DelegationRequest" ADD COLUMN "output" TEXT;
ALTER TABLE "DelegationRequest" ADD COLUMN "reportedAt" DATETIME;
ALTER TABLE "DelegationRequest" ADD COLUMN "runError" TEXT;
ALTER TABLE "DelegationRequest" ADD COLUMN "runStatus" TEXT;
