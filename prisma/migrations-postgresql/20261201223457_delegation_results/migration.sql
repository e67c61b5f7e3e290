-- CreateEnum
CREATE TYPE "DelegationRunStatus" AS ENUM ('running', 'completed', 'failed');

-- AlterTable
ALTER TABLE "DelegationRequest" ADD COLUMN     "finishedAt" TIMESTAMP(3),
ADD COLUMN     "output" TEXT,
ADD COLUMN     "reportedAt" TIMESTAMP(3),
ADD COLUMN     "runError" TEXT,
ADD COLUMN     "runStatus" "DelegationRunStatus";
