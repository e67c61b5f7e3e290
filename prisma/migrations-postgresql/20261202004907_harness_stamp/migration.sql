-- CreateTable
CREATE TABLE "HarnessStamp" (
    "id" INTEGER NOT NULL,
    "value" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "HarnessStamp_pkey" PRIMARY KEY ("id")
);

-- The one stamp row, and the triggers that bump it in the same transaction as every write to a table
-- the injection reads (ARCHITECTURE.md, "The injection's version stamp"). Tables it never reads
-- (sessions, keys, logs, counters, audit, the marketplace index) have none: their writes leave ETags valid.
INSERT INTO "HarnessStamp" ("id", "value") VALUES (1, 0);
CREATE FUNCTION "bump_harness_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "HarnessStamp" SET "value" = "value" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "User_harness_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "User" FOR EACH STATEMENT EXECUTE FUNCTION "bump_harness_stamp"();
CREATE TRIGGER "Expert_harness_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Expert" FOR EACH STATEMENT EXECUTE FUNCTION "bump_harness_stamp"();
CREATE TRIGGER "ExpertVersion_harness_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ExpertVersion" FOR EACH STATEMENT EXECUTE FUNCTION "bump_harness_stamp"();
CREATE TRIGGER "SubagentSpec_harness_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "SubagentSpec" FOR EACH STATEMENT EXECUTE FUNCTION "bump_harness_stamp"();
CREATE TRIGGER "BuiltinSwitch_harness_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "BuiltinSwitch" FOR EACH STATEMENT EXECUTE FUNCTION "bump_harness_stamp"();
CREATE TRIGGER "AccessGrant_harness_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "AccessGrant" FOR EACH STATEMENT EXECUTE FUNCTION "bump_harness_stamp"();
CREATE TRIGGER "DelegationPolicy_harness_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "DelegationPolicy" FOR EACH STATEMENT EXECUTE FUNCTION "bump_harness_stamp"();
CREATE TRIGGER "WhitelistEntry_harness_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "WhitelistEntry" FOR EACH STATEMENT EXECUTE FUNCTION "bump_harness_stamp"();
