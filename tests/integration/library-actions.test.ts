import { describe, expect, test } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

const t = await testDatabaseForFile();
const { removeAccessAction } = await import("@/lib/actions/library-access");

const grants = () => t.db.accessGrant.findMany({ orderBy: [{ userId: "asc" }, { expertId: "asc" }] });

describe("removeAccessAction", () => {
  test.each([
    ["an Expert the caller created (its grant is the owner's)", DEMO_VIEWERS.carol, "e_sql"],
    ["an Expert the caller never added", DEMO_VIEWERS.dave, "e_contract"],
    ["an id that names no Expert", DEMO_VIEWERS.bob, "e_nothing"],
  ])("refuses %s, removing nothing", async (_label, viewer, expertId) => {
    const before = await grants();
    actAs(viewer);
    expect(await removeAccessAction({ expertId })).toMatchObject({
      status: "error",
      code: "not_found:expert",
      message: "This Expert is not in your library, or it is one you created.",
    });
    expect(await grants()).toEqual(before);
  });

  test("refuses a blank id with a field error", async () => {
    actAs(DEMO_VIEWERS.bob);
    expect(await removeAccessAction({ expertId: " " })).toMatchObject({
      status: "error",
      fieldErrors: { expertId: ["Choose an Expert."] },
    });
  });

  test("removes only the caller's grant, audited; others keep theirs", async () => {
    actAs(DEMO_VIEWERS.bob);
    const carolBefore = (await grants()).filter((g) => g.userId === "u_carol");
    expect(await removeAccessAction({ expertId: "e_contract" })).toEqual({
      status: "ok",
      message: "Removed from your library.",
    });
    const after = await grants();
    expect(after.some((g) => g.userId === "u_bob" && g.expertId === "e_contract")).toBe(false);
    expect(after.filter((g) => g.userId === "u_carol")).toEqual(carolBefore);
    const event = await t.db.auditEvent.findFirst({
      where: { action: "access.revoke" },
      orderBy: { createdAt: "desc" },
    });
    expect(event).toMatchObject({ actorId: "u_bob", subjectUserId: "u_bob", expertId: "e_contract" });
    expect(await removeAccessAction({ expertId: "e_contract" })).toMatchObject({
      status: "error",
      code: "not_found:expert",
    });
  });
});
