-- CreateTable
CREATE TABLE "HarnessStamp" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "value" BIGINT NOT NULL DEFAULT 0
);

-- The one stamp row, and the triggers that bump it in the same transaction as every write to a table
-- the injection reads (ARCHITECTURE.md, "The injection's version stamp"). Tables it never reads
-- (sessions, keys, logs, counters, audit, the marketplace index) have none: their writes leave ETags valid.
INSERT INTO "HarnessStamp" ("id", "value") VALUES (1, 0);
CREATE TRIGGER "User_harness_stamp_insert" AFTER INSERT ON "User" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "User_harness_stamp_update" AFTER UPDATE ON "User" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "User_harness_stamp_delete" AFTER DELETE ON "User" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Expert_harness_stamp_insert" AFTER INSERT ON "Expert" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Expert_harness_stamp_update" AFTER UPDATE ON "Expert" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Expert_harness_stamp_delete" AFTER DELETE ON "Expert" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ExpertVersion_harness_stamp_insert" AFTER INSERT ON "ExpertVersion" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ExpertVersion_harness_stamp_update" AFTER UPDATE ON "ExpertVersion" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ExpertVersion_harness_stamp_delete" AFTER DELETE ON "ExpertVersion" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "SubagentSpec_harness_stamp_insert" AFTER INSERT ON "SubagentSpec" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "SubagentSpec_harness_stamp_update" AFTER UPDATE ON "SubagentSpec" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "SubagentSpec_harness_stamp_delete" AFTER DELETE ON "SubagentSpec" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "BuiltinSwitch_harness_stamp_insert" AFTER INSERT ON "BuiltinSwitch" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "BuiltinSwitch_harness_stamp_update" AFTER UPDATE ON "BuiltinSwitch" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "BuiltinSwitch_harness_stamp_delete" AFTER DELETE ON "BuiltinSwitch" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "AccessGrant_harness_stamp_insert" AFTER INSERT ON "AccessGrant" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "AccessGrant_harness_stamp_update" AFTER UPDATE ON "AccessGrant" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "AccessGrant_harness_stamp_delete" AFTER DELETE ON "AccessGrant" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DelegationPolicy_harness_stamp_insert" AFTER INSERT ON "DelegationPolicy" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DelegationPolicy_harness_stamp_update" AFTER UPDATE ON "DelegationPolicy" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "DelegationPolicy_harness_stamp_delete" AFTER DELETE ON "DelegationPolicy" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "WhitelistEntry_harness_stamp_insert" AFTER INSERT ON "WhitelistEntry" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "WhitelistEntry_harness_stamp_update" AFTER UPDATE ON "WhitelistEntry" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "WhitelistEntry_harness_stamp_delete" AFTER DELETE ON "WhitelistEntry" BEGIN UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1; END;
