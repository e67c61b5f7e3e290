import { writeFileSync } from "node:fs";
import { test } from "vitest";
import { call, setupApiDatabase } from "../support/api";

test("dump", async () => {
  const t = await setupApiDatabase();
  const { POST } = await import("@/app/api/harness/injection/route");
  const out: Record<string, unknown> = {};
  for (const [k, body] of Object.entries({
    release: { user: "u_bob", expert: "e_release_notes" },
    tqa: { user: "u_carol", expert: "e_translation_qa" },
    api: { user: "u_bob", expert: "e_api_docs" },
    sec: { user: "u_bob", expert: "e_security" },
    pm: { user: "u_bob", expert: "e_postmortem" },
    pipe: { user: "u_bob", expert: "e_pipeline" },
    carol: { user: "u_carol", expert: "e_sql" },
    dave: { user: "u_dave", expert: "e_security" },
    mention: { user: "u_bob", expert: "e_sql", message: "ask @Translation-QA and @ux-copy and @hr-policy-assistant and @jira-migrator and @nope, thanks" },
  })) out[k] = (await call(POST, "http://test/api/harness/injection", body)).body;
  writeFileSync("/tmp/dump.json", JSON.stringify(out, null, 1));
  await t.cleanup();
});
