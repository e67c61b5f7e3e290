import { expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { createExpertAs, formData, storedDraft } from "../support/studio-fixtures";

// Issue 23, point 7: what one account may store, from the environment (lib/config.ts), read when
// the app first reads its configuration.
process.env.STORAGE_QUOTA_EXPERTS = "7";
process.env.STORAGE_QUOTA_MB = "1";
const t = await testDatabaseForFile();
const { createExpertAction } = await import("@/lib/actions/expert-creation");
const { saveExpertAction } = await import("@/lib/actions/expert-edits");

const snapshot = () => Promise.all([t.db.expert.count(), t.db.subagentSpec.count(), t.db.auditEvent.count()]);

test("an Expert past the account's quota is refused with a sentence and nothing is written", async () => {
  const alive = await t.db.expert.count({ where: { ownerId: DEMO_VIEWERS.alice.id, deletedAt: null } });
  for (let i = alive; i < 7; i++) await createExpertAs(DEMO_VIEWERS.alice, `Quota ${i}`, `quota-${i}`);
  const before = await snapshot();
  actAs(DEMO_VIEWERS.alice);
  const result = await createExpertAction({ status: "idle" }, formData({ name: "One too many", slug: "one-too-many" }));
  expect(result).toMatchObject({
    status: "error",
    message:
      "Your account holds 7 Experts, the most one account may (7). Delete one you no longer need to create another.",
  });
  expect(await snapshot()).toEqual(before);
  // Another account is not affected.
  await createExpertAs(DEMO_VIEWERS.bob, "Bob's first", "bobs-first");
});

test("a save that would pass the account's stored text is refused with a sentence and nothing is written", async () => {
  actAs(DEMO_VIEWERS.alice);
  const { version, draft } = await storedDraft(t.db, "e_tax");
  const big = JSON.stringify({ name: "big", description: "d", system_prompt: "x".repeat(60_000), tools: ["read"] });
  const before = await snapshot();
  const specsBefore = await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } });
  const result = await saveExpertAction({
    ...draft,
    specs: Array.from({ length: 20 }, (_, i) => big.replace('"big"', `"big-${i}"`)),
    expertId: "e_tax",
    version,
  });
  expect(result).toMatchObject({
    status: "error",
    message: expect.stringMatching(
      /^This save would bring your Experts to 1\.\d MB of text; one account stores at most 1 MB\. Remove specs, or delete an Expert you no longer need\.$/,
    ),
  });
  expect(await snapshot()).toEqual(before);
  expect(await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } })).toEqual(
    specsBefore,
  );
  // Within the quota the same save goes through.
  const fits = await saveExpertAction({ ...draft, specs: [big], expertId: "e_tax", version });
  expect(fits).toEqual({ status: "ok", version: version + 1 });
});

test("published versions count toward the quota: a publication past it is refused, and so is a save that only fits without them", async () => {
  const { publishChangesAction } = await import("@/lib/actions/expert-versions");
  actAs(DEMO_VIEWERS.carol);
  const expertId = await createExpertAs(DEMO_VIEWERS.carol, "Snapshots", "snapshots-quota");
  // Each draft holds five specs of 60,000 characters: three such drafts pass 1 MB, two do not.
  const specs = (n: number) =>
    Array.from({ length: 5 }, (_, i) =>
      JSON.stringify({
        name: `big-${i}`,
        description: `draft ${n}`,
        system_prompt: "x".repeat(60_000),
        tools: ["read"],
      }),
    );
  const saveAndPublish = async (n: number) => {
    const { version, draft } = await storedDraft(t.db, expertId);
    const saved = await saveExpertAction({ ...draft, specs: specs(n), expertId, version });
    expect(saved, JSON.stringify(saved).slice(0, 300)).toMatchObject({ status: "ok" });
    return publishChangesAction({ expertId, version: version + 1 });
  };
  expect(await saveAndPublish(1)).toMatchObject({ status: "ok" });
  expect(await saveAndPublish(2)).toMatchObject({ status: "ok" });
  // Two snapshots and the draft: about 0.9 MB; a third snapshot would make 1.2 MB.
  const versionsBefore = await t.db.expertVersion.count({ where: { expertId } });
  const third = await saveAndPublish(3);
  expect(third).toMatchObject({
    status: "error",
    message: expect.stringMatching(
      /^Publishing would bring your Experts to 1\.\d MB of text, published versions included; one account stores at most 1 MB\. Delete an Expert you no longer need\.$/,
    ),
  });
  expect(await t.db.expertVersion.count({ where: { expertId } })).toBe(versionsBefore);
  // Drafts alone would be 0.6 MB, which fits; with the two snapshots it is 1.2 MB.
  const { version, draft } = await storedDraft(t.db, expertId);
  const specsBefore = await t.db.subagentSpec.findMany({ where: { expertId } });
  const save = await saveExpertAction({
    ...draft,
    specs: [...specs(4), ...specs(5).map((raw) => raw.replace('"big-', '"more-'))],
    expertId,
    version,
  });
  expect(save).toMatchObject({
    status: "error",
    message: expect.stringMatching(
      /^This save would bring your Experts to 1\.\d MB of text; one account stores at most 1 MB\./,
    ),
  });
  expect(await t.db.subagentSpec.findMany({ where: { expertId } })).toEqual(specsBefore);
});
