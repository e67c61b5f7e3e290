-- CreateTable
CREATE TABLE "PlaygroundUsage" (
    "userId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "tokens" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlaygroundUsage_pkey" PRIMARY KEY ("userId","day")
);
