import { redirect } from "next/navigation";
import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { authedAction, fromForm } from "@/lib/server/action";
import { AppError, httpStatusOf, type AppErrorCode } from "@/lib/server/errors";
import { DEMO_VIEWERS } from "../support/action-test-env";
import { actAs } from "../support/acting-as";

// The wrapper every server action goes through, exercised with a handler of its own.
const calls: unknown[] = [];
const double = authedAction(
  { name: "double", schema: z.object({ n: z.number("Give a number.").int().max(100, "At most 100.") }) },
  async ({ n }, { viewer, requestId }) => {
    calls.push({ n, viewer: viewer.id, requestId });
    if (n === 13) throw new Error("secret stack detail");
    if (n === 7) throw new AppError("conflict:stale_version");
    if (n === 8) throw new AppError("not_found:expert");
    if (n === 9) redirect("/elsewhere");
    return { doubled: n * 2 };
  },
);

// The app logs JSON lines on stdout; each line read back as an object.
const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
const lines = () => out.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
afterEach(() => {
  calls.length = 0;
  out.mockClear();
});

describe("authedAction", () => {
  test("checks the session before it reads the input, and logs the refusal with a request id", async () => {
    actAs(null);
    expect(await double({ n: "not even a number" } as never)).toEqual({
      status: "error",
      code: "unauthorized:session",
      message: "Sign in to continue.",
    });
    expect(calls).toEqual([]);
    expect(lines()).toEqual([
      expect.objectContaining({
        level: "warn",
        event: "authorization_refused",
        action: "double",
        userId: null,
        code: "unauthorized:session",
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
  });

  test("bad input is a field error whose first sentence leads, and the handler never runs", async () => {
    actAs(DEMO_VIEWERS.bob);
    expect(await double({ n: 101 })).toEqual({
      status: "error",
      code: "bad_request:input",
      message: "At most 100.",
      fieldErrors: { n: ["At most 100."] },
    });
    expect(calls).toEqual([]);
    expect(lines()).toEqual([]);
  });

  test("returns the handler's data beside status ok, with the viewer from the session", async () => {
    actAs(DEMO_VIEWERS.bob);
    expect(await double({ n: 4 })).toEqual({ status: "ok", doubled: 8 });
    expect(calls).toEqual([{ n: 4, viewer: "u_bob", requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  test("an AppError becomes its code and sentence; a refusal is logged, a conflict is not", async () => {
    actAs(DEMO_VIEWERS.bob);
    expect(await double({ n: 7 })).toEqual({
      status: "error",
      code: "conflict:stale_version",
      message: "This Expert was changed in another tab — reload to see the latest.",
    });
    expect(lines()).toEqual([]);
    expect(await double({ n: 8 })).toEqual({
      status: "error",
      code: "not_found:expert",
      message: "Expert not found or access denied",
    });
    expect(lines()).toEqual([
      expect.objectContaining({ event: "authorization_refused", userId: "u_bob", code: "not_found:expert" }),
    ]);
  });

  test("an unexpected error is logged and answered generically, never with its own message", async () => {
    actAs(DEMO_VIEWERS.bob);
    const result = await double({ n: 13 });
    expect(result).toEqual({
      status: "error",
      code: "internal:unexpected",
      message: "Something went wrong; nothing was changed. Try again.",
    });
    expect(lines()).toEqual([
      expect.objectContaining({
        level: "error",
        event: "action_failed",
        action: "double",
        error: expect.stringContaining("secret stack detail"),
      }),
    ]);
  });

  test("Next's redirect signal passes through instead of becoming an error result", async () => {
    actAs(DEMO_VIEWERS.bob);
    await expect(double({ n: 9 })).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") });
  });
});

describe("fromForm", () => {
  const echo = fromForm(
    authedAction(
      { name: "echo", schema: z.object({ word: z.string().min(1, "Say a word.") }), invalidMessage: "Fix it." },
      async ({ word }) => ({ word }),
    ),
  );

  test("a form's text fields are the input; files are not", async () => {
    actAs(DEMO_VIEWERS.alice);
    const form = new FormData();
    form.set("word", "hello");
    form.set("upload", new Blob(["x"]));
    expect(await echo({ status: "idle" }, form)).toEqual({ status: "ok", word: "hello" });
    expect(await echo({ status: "idle" }, new FormData())).toEqual({
      status: "error",
      code: "bad_request:input",
      message: "Fix it.",
      fieldErrors: { word: [expect.any(String)] },
    });
  });
});

test.each([
  ["bad_request:input", 400],
  ["unauthorized:session", 401],
  // Admin surfaces answer a non-admin as a missing page (the pages, the CSV exports).
  ["forbidden:admin", 404],
  ["not_found:expert", 404],
  ["not_found:user", 404],
  ["conflict:stale_version", 409],
  ["conflict:email_taken", 409],
  ["rate_limited:sign_up", 429],
  ["internal:unexpected", 500],
] as const)("%s is HTTP %i", (code: AppErrorCode, status) => {
  expect(httpStatusOf(code)).toBe(status);
  expect(new AppError(code).httpStatus).toBe(status);
});

describe("adminOnly", () => {
  const promote = authedAction(
    { name: "promote", schema: z.object({ userId: z.string().min(1, "Choose a user.") }), adminOnly: true },
    async ({ userId }) => ({ userId }),
  );

  test("refuses a non-admin before reading the input, so a malformed call learns nothing either", async () => {
    actAs(DEMO_VIEWERS.bob);
    const refused = { status: "error", code: "forbidden:admin", message: "Not found." };
    expect(await promote({ userId: "u_carol" })).toEqual(refused);
    expect(await promote({ userId: "" })).toEqual(refused);
    actAs(DEMO_VIEWERS.admin);
    expect(await promote({ userId: "u_carol" })).toEqual({ status: "ok", userId: "u_carol" });
    expect(await promote({ userId: "" })).toMatchObject({
      status: "error",
      code: "bad_request:input",
      fieldErrors: { userId: ["Choose a user."] },
    });
  });
});
