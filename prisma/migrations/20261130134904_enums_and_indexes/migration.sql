-- On SQLite an enum column stays TEXT, so no table changes: the stored values survive as they are.
-- A value outside its enum would now fail to read, so map any such row to what the code used to
-- read it as (the normalisations these enums replace).
UPDATE "User" SET "role" = 'user' WHERE "role" NOT IN ('user', 'admin');
UPDATE "Expert" SET "status" = 'draft' WHERE "status" NOT IN ('draft', 'published');
UPDATE "Expert" SET "guardMode" = 'enforce' WHERE "guardMode" NOT IN ('enforce', 'warn', 'off');
UPDATE "AccessGrant" SET "kind" = 'purchased' WHERE "kind" NOT IN ('purchased', 'created');
UPDATE "DelegationPolicy" SET "mode" = 'none' WHERE "mode" NOT IN ('none', 'all', 'whitelist');
UPDATE "DelegationRequest" SET "status" = 'failed' WHERE "status" NOT IN ('accepted', 'failed');

-- CreateIndex
CREATE INDEX "DelegationRequest_fromRef_idx" ON "DelegationRequest"("fromRef");

-- CreateIndex
CREATE INDEX "DelegationRequest_toRef_idx" ON "DelegationRequest"("toRef");
