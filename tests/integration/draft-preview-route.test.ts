import { describe, expect, test, vi } from "vitest";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { chunked } from "../support/streamed-body";
import { injectionOf, postPreview, previewDraft, previewDraftView } from "../support/preview-route";

// Issue 23: the Studio's draft preview is the route POST /studio/<id>/preview, whose body (up to
// 40 MB) is counted as it streams and handed to the harness worker unread: who asks is checked
// first, and the answer is the one the server action gave (`{ status, injection }` or field errors).
await testDatabaseForFile();
const { DRAFT_PREVIEW_MAX_BYTES } = await import("@/lib/server/studio/draft-preview-request");

const MB = 1024 * 1024;
const TOO_LARGE = { error: "The draft is too large to preview (limit 40 MB)." };
const DENIED = { error: "Expert not found or access denied", code: "expert_not_found_or_denied" };

const spec = (name: string, tools: string[]) =>
  JSON.stringify({ name, description: `Handles ${name}.`, system_prompt: `You are ${name}.`, tools });
const draft: PreviewDraft = {
  defaultModel: "claude-sonnet-4",
  plugins: ["github", "slack"],
  teamGuard: { mode: "enforce", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: [spec("scanner", ["read", "mcp__github__*"]), spec("broken", ["read_file"]), "{ not json"],
};

/** A body that fails the test if the route reads any of it. */
function unreadBody() {
  const pulled = vi.fn();
  const body = new ReadableStream<Uint8Array>(
    {
      pull() {
        pulled();
        throw new Error("the body was read");
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled };
}

describe("POST /studio/<expertId>/preview", () => {
  test.each([
    ["its owner", DEMO_VIEWERS.alice, "e_contract"],
    ["an admin, on another's Expert", DEMO_VIEWERS.admin, "e_contract"],
    ["Dave, on his team-guarded Expert", DEMO_VIEWERS.dave, "e_postmortem"],
  ])("%s gets the injection previewDraftView gives, as no-store JSON", async (_c, viewer, expertId) => {
    actAs(viewer);
    for (const sent of [draft, { ...draft, disabledBuiltins: ["explorer"] }]) {
      const res = await postPreview(expertId, JSON.stringify(sent));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const answer = (await res.json()) as { status: string };
      expect(answer.status).toBe("ok");
      expect(injectionOf(answer as never)).toEqual(await previewDraftView(viewer, expertId, sent));
    }
  });

  test.each<[string, typeof DEMO_VIEWERS.alice | null, string, number, object]>([
    ["anonymous", null, "e_contract", 401, { error: "Sign in to continue." }],
    ["another creator", DEMO_VIEWERS.bob, "e_contract", 404, DENIED],
    ["anyone, on a deleted Expert", DEMO_VIEWERS.alice, "e_jira_migrator", 404, DENIED],
    ["anyone, on a missing Expert", DEMO_VIEWERS.alice, "e_missing", 404, DENIED],
  ])("%s is refused before a byte of the draft is read", async (_label, viewer, expertId, status, body) => {
    actAs(viewer);
    const unread = unreadBody();
    const res = await postPreview(expertId, unread.body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
    expect(unread.pulled).not.toHaveBeenCalled();
  });

  test("the owner's request is read (the body above would have failed it)", async () => {
    actAs(DEMO_VIEWERS.alice);
    const unread = unreadBody();
    await expect(postPreview("e_contract", unread.body)).rejects.toThrow();
    expect(unread.pulled).toHaveBeenCalled();
  });

  test("the owner, from another site's page, is refused before the draft is read", async () => {
    actAs(DEMO_VIEWERS.alice);
    const unread = unreadBody();
    const res = await postPreview("e_contract", unread.body, { origin: "http://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Preview the draft from the Studio page itself." });
    expect(unread.pulled).not.toHaveBeenCalled();
    // The Studio's own page may.
    expect((await postPreview("e_contract", JSON.stringify(draft), { origin: "http://test" })).status).toBe(200);
  });

  test("a draft past 40 MB is refused with 413, declared or chunked, and the rest is not kept", async () => {
    actAs(DEMO_VIEWERS.alice);
    expect(DRAFT_PREVIEW_MAX_BYTES).toBe(40 * MB);
    const unread = unreadBody();
    const declared = await postPreview("e_contract", unread.body, { "content-length": String(40 * MB + 1) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(TOO_LARGE);
    const streamed = await postPreview("e_contract", chunked(48 * MB));
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(TOO_LARGE);
  });

  test("a draft just under 40 MB is read whole (JSON padded with spaces)", async () => {
    actAs(DEMO_VIEWERS.alice);
    const res = await postPreview("e_contract", JSON.stringify(draft).padEnd(40 * MB, " "));
    expect(res.status).toBe(200);
    expect(injectionOf((await res.json()) as never).subagents.map((s) => s.name)).toContain("scanner");
  });

  test.each([
    ["text that is not JSON", "{ not json", /^The draft to preview is not valid JSON: .+\.$/],
    ["an empty body", "", /^The draft to preview is not valid JSON: Unexpected end of JSON input\.$/],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0xff, 0x7d]), /^The draft to preview is not UTF-8 text\.$/],
  ])("%s is answered 400 with a sentence naming what is wrong", async (_label, body, sentence) => {
    actAs(DEMO_VIEWERS.alice);
    const res = await postPreview("e_contract", body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string };
    expect(Object.keys(answer)).toEqual(["error"]);
    expect(answer.error).toMatch(sentence);
  });

  test("a draft the schema refuses gets the action's field errors under the editor's sentence", async () => {
    actAs(DEMO_VIEWERS.alice);
    const tooLong = "x".repeat(101);
    const result = await previewDraft("e_contract", { ...draft, defaultModel: tooLong, specs: "nope" });
    expect(result).toEqual({
      status: 400,
      answer: {
        status: "error",
        code: "bad_request:input",
        message: "The draft cannot be previewed yet.",
        fieldErrors: { defaultModel: [expect.any(String)], specs: [expect.any(String)] },
      },
    });
    // A JSON value that is not a draft at all: the whole form is named.
    expect((await previewDraft("e_contract", [] as never)).answer).toMatchObject({
      status: "error",
      fieldErrors: { form: [expect.any(String)] },
    });
  });

  test("the body is handed to the worker, not copied: the route's bytes are gone once sent", async () => {
    actAs(DEMO_VIEWERS.alice);
    const { draftPreviewSource, previewDraftBytes } = await import("@/lib/server/harness/draft-preview");
    const source = await draftPreviewSource(DEMO_VIEWERS.alice, "e_contract");
    const bytes = new TextEncoder().encode(JSON.stringify(draft)).slice();
    expect(bytes.byteLength).toBeGreaterThan(0);
    const answer = previewDraftBytes(source!, bytes);
    expect(bytes.byteLength).toBe(0); // detached: transferred to the worker
    expect((await answer).status).toBe(200);
  });

  test("a worker that dies mid-preview is logged and answered with the actions' sentence; the next preview starts a new one", async () => {
    actAs(DEMO_VIEWERS.alice);
    const threads = globalThis as unknown as {
      expertStudioHarnessThread?: { worker: { terminate: () => Promise<number> }; pending: Map<number, unknown> };
    };
    // Enough glob work (500 specs, 120 distinct globs each) that the job is still running when the worker is stopped.
    const globs = Array.from({ length: 120 }, (_, g) => `mcp__github__${g}*`);
    const heavy = { ...draft, specs: Array.from({ length: 500 }, (_, i) => spec(`heavy_${i}`, globs)) };
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const answered = postPreview("e_contract", JSON.stringify(heavy));
      await vi.waitFor(() => expect(threads.expertStudioHarnessThread?.pending.size).toBeGreaterThan(0), {
        interval: 1,
        timeout: 10_000,
      });
      await threads.expertStudioHarnessThread!.worker.terminate();
      const res = await answered;
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        status: "error",
        code: "internal:unexpected",
        message: "Something went wrong; nothing was changed. Try again.",
      });
      const logged = out.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.includes("route_failed"));
      expect(logged.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({
          level: "error",
          event: "route_failed",
          route: "studio/preview",
          userId: DEMO_VIEWERS.alice.id,
          expertId: "e_contract",
        }),
      ]);
    } finally {
      out.mockRestore();
    }
    expect((await postPreview("e_contract", JSON.stringify(draft))).status).toBe(200);
  });
});
