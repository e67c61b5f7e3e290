import { describe, expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { at } from "@/lib/domain/at-index";

const t = await testDatabaseForFile();
const { sendTestDelegationAction } = await import("@/lib/actions/test-delegation");
const { alice, bob } = DEMO_VIEWERS;

const rows = () => t.db.delegationRequest.findMany({ orderBy: { createdAt: "asc" } });

describe("sendTestDelegationAction (the Studio's test delegation)", () => {
  test("goes through the delegation check as the owner and is logged like any delegation", async () => {
    actAs(alice);
    const before = (await rows()).length;
    const result = await sendTestDelegationAction({
      expertId: "e_contract",
      from: "@sql-analyst",
      input: "Review this NDA.",
    });
    if (result.status !== "ok") throw new Error(result.message);
    const logged = (await rows()).slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      userId: alice.id,
      fromRef: "sql-analyst",
      fromId: "e_sql",
      toId: "e_contract",
      input: "Review this NDA.",
      status: result.answer.status,
    });
    if (result.answer.status === "accepted") expect(result.answer.delegationId).toBe(at(logged, 0).id);
  });

  test("an Expert the owner cannot delegate from gets the check's own refusal, logged", async () => {
    actAs(alice);
    const result = await sendTestDelegationAction({
      expertId: "e_contract",
      from: "no-such-expert",
      input: "Anything.",
    });
    if (result.status !== "ok") throw new Error(result.message);
    expect(result.answer).toMatchObject({ status: "failed", error: expect.any(String) });
    const last = (await rows()).at(-1);
    expect(last).toMatchObject({
      status: "failed",
      fromRef: "no-such-expert",
      toId: "e_contract",
      error: result.answer.status === "failed" ? result.answer.error : null,
    });
  });

  test("someone who does not own the Expert, or nobody, is refused with nothing logged; a blank task is refused by name", async () => {
    const before = (await rows()).length;
    actAs(bob);
    expect(
      await sendTestDelegationAction({ expertId: "e_contract", from: "sql-analyst", input: "Sneaky." }),
    ).toMatchObject({ status: "error", code: "not_found:expert" });
    actAs(null);
    expect(
      await sendTestDelegationAction({ expertId: "e_contract", from: "sql-analyst", input: "Sneaky." }),
    ).toMatchObject({ status: "error", code: "unauthorized:session" });
    actAs(alice);
    expect(await sendTestDelegationAction({ expertId: "e_contract", from: "sql-analyst", input: "   " })).toMatchObject(
      { status: "error", fieldErrors: { input: ["Write the task to hand over."] } },
    );
    expect(await rows()).toHaveLength(before);
  });
});
