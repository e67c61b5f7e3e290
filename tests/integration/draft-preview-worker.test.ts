import { describe, expect, test } from "vitest";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import { collapseOverlaps, overlapGroups } from "@/lib/domain/overlap-groups";
import { boundPreview, PREVIEW_LIMITS, TRACE_LIMITS } from "@/lib/domain/preview-bounds";
import { subagentRoutingPreview } from "@/lib/domain/routing-preview";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { previewDraftView } from "../support/preview-route";

// Issue 23, point 4: the editor's preview is resolved on the harness worker from plain data. It must
// be exactly the in-process harness path (assembleInjection with the draft in place) cut the same way.
await testDatabaseForFile();
const { previewDraftRouting, previewExpertDraft } = await import("@/lib/server/harness/draft-preview");

const spec = (name: string, tools: string[]) =>
  JSON.stringify({ name, description: `Handles ${name}.`, system_prompt: `You are ${name}.`, tools });

/** Kept and dropped specs, globs that match and ones that do not, text that is not JSON. */
const draft: PreviewDraft = {
  defaultModel: "claude-sonnet-4",
  plugins: ["github", "slack", "postgres", "not-a-plugin"],
  teamGuard: { mode: "enforce", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: [
    spec("scanner", ["read", "mcp__github__*"]),
    spec("notifier", ["mcp__slack__*", "mcp__nothing__*"]),
    spec("broken", ["read_file", "mcpgithub*"]),
    "{ not json",
    ...Array.from({ length: 60 }, (_, i) => spec(`agent_${i}`, ["read", `mcp__*${"aeiou"[i % 5]}*`])),
  ],
};

describe("the preview on the harness worker", () => {
  test.each([
    ["Alice's Expert", DEMO_VIEWERS.alice, "e_contract"],
    ["Carol's Expert (her roster policy is all)", DEMO_VIEWERS.carol, "e_sql"],
    ["Dave's team-guarded Expert", DEMO_VIEWERS.dave, "e_postmortem"],
    ["another's Expert, as an admin", DEMO_VIEWERS.admin, "e_hr_policy"],
  ])("%s: the same view as the in-process path", async (_c, viewer, expertId) => {
    for (const sent of [draft, { ...draft, disabledBuiltins: ["explorer"] }]) {
      const inProcess = await previewExpertDraft(viewer, expertId, sent);
      expect(inProcess).not.toBeNull();
      const onWorker = await previewDraftView(viewer, expertId, sent);
      expect(onWorker).toEqual(boundPreview(inProcess!, PREVIEW_LIMITS));
    }
    // The worker ran it: one per process, kept on globalThis.
    expect((globalThis as { expertStudioHarnessThread?: unknown }).expertStudioHarnessThread).toBeDefined();
  });

  test("the limits asked for reach the worker: a trace's cut, with its note", async () => {
    const inProcess = await previewExpertDraft(DEMO_VIEWERS.alice, "e_contract", draft);
    const onWorker = await previewDraftView(DEMO_VIEWERS.alice, "e_contract", draft, TRACE_LIMITS);
    expect(onWorker).toEqual(boundPreview(inProcess!, TRACE_LIMITS));
    expect(onWorker?.notes.some((n) => n.startsWith("This trace leaves out"))).toBe(true);
  });

  test("the routing preview ranks the kept subagents of the in-process path", async () => {
    for (const message of ["Scan the GitHub repository", "agent_3 should notify the team on Slack", ""]) {
      const inProcess = await previewExpertDraft(DEMO_VIEWERS.dave, "e_postmortem", draft);
      const ranked = subagentRoutingPreview(inProcess!.subagents, message);
      expect(await previewDraftRouting(DEMO_VIEWERS.dave, "e_postmortem", draft, message)).toEqual({
        routing: collapseOverlaps(ranked),
        groups: overlapGroups(ranked),
        kept: inProcess!.subagents.length,
      });
    }
  });

  test("anyone who may not edit the Expert gets null, as from the in-process path", async () => {
    for (const [viewer, expertId] of [
      [DEMO_VIEWERS.bob, "e_contract"],
      [DEMO_VIEWERS.alice, "e_jira_migrator"], // deleted
      [DEMO_VIEWERS.alice, "e_missing"],
    ] as const) {
      expect(await previewExpertDraft(viewer, expertId, draft)).toBeNull();
      expect(await previewDraftView(viewer, expertId, draft)).toBeNull();
      expect(await previewDraftRouting(viewer, expertId, draft, "scan")).toBeNull();
    }
  });
});
