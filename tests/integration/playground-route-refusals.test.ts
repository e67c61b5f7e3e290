import { describe, expect, test } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

// The playground's refusals before a turn runs, through the session routes' wrapper
// (lib/server/api/session-route.ts): the origin, the body's bound counted in bytes as it streams,
// and a body that is not JSON. None of these reaches the model provider.
const t = await testDatabaseForFile();
const studioRun = (await import("@/app/studio/[expertId]/playground/run/route")).POST;

function post(body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request("http://test/studio/e_contract/playground/run", {
    method: "POST",
    body,
    headers: { host: "test", "content-type": "application/json", ...headers },
    duplex: "half",
  } as RequestInit);
  return studioRun(request, { params: Promise.resolve({ expertId: "e_contract" }) });
}

describe("POST /studio/<expertId>/playground/run refuses before any turn", () => {
  test("a browser on another site: 403 with the route's sentence and code", async () => {
    actAs(DEMO_VIEWERS.alice);
    const res = await post(JSON.stringify({ version: "draft", message: "hi" }), { origin: "http://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Use the playground from its own page.", code: "forbidden" });
  });

  test("a turn past 1 MB in bytes is 413, though it holds fewer than a million characters", async () => {
    actAs(DEMO_VIEWERS.alice);
    const body = JSON.stringify({ version: "draft", message: "é".repeat(600_000) });
    expect(body.length).toBeLessThan(1_000_000);
    expect(new TextEncoder().encode(body).byteLength).toBeGreaterThan(1_000_000);
    const res = await post(body);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: "The conversation is too large for one turn (limit 1 MB).",
      code: "body_too_large",
    });
    expect(await t.db.playgroundUsage.count()).toBe(0);
  });

  test("a body that is not JSON is 400 invalid_json", async () => {
    actAs(DEMO_VIEWERS.alice);
    const res = await post("{ not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Send the turn as JSON.", code: "invalid_json" });
  });
});
