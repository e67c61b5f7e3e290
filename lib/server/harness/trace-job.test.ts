import { expect, test } from "vitest";
import { EMPTY_ROSTER_CONTEXT } from "@/lib/domain/injection";
import { TRACE_LIMITS } from "@/lib/domain/preview-bounds";
import { runTraceJob, type SpecReads, type TraceJob } from "./trace-job";

const spec = (name: string) =>
  JSON.stringify({ name, description: "Reviews one part.", system_prompt: "Review it.", tools: ["read"] });

function versionReads(): SpecReads & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    draftSpecs: async () => [],
    versionConfig: async (versionId) => {
      reads.push(versionId);
      return versionId === "gone"
        ? null
        : { name: `Version ${versionId}`, delegatable: false, specs: [spec(`a_${versionId}`)] };
    },
  };
}

const job = (versionId: string, expert = { id: "e1", slug: "one" }): TraceJob => ({
  databaseUrl: "unused",
  expert,
  source: { kind: "version", versionId },
  context: EMPTY_ROSTER_CONTEXT,
  options: {},
  limits: TRACE_LIMITS,
});

test("a live version is read and resolved once; a repeat view, under another slug too, is built from what was kept", async () => {
  const reads = versionReads();
  const first = await runTraceJob(job("kept-1"), reads);
  const again = await runTraceJob(job("kept-1", { id: "e1", slug: "renamed" }), reads);
  expect(reads.reads).toEqual(["kept-1"]);
  expect(first?.config).toMatchObject({ id: "e1", slug: "one", name: "Version kept-1" });
  expect(first?.delegatable).toBe(false);
  expect(first?.injection.subagents.map((s) => s.name)).toContain("a_kept-1");
  expect(again?.injection.expert).toEqual({ id: "e1", slug: "renamed", name: "Version kept-1" });
  expect(again?.injection.subagents).toEqual(first?.injection.subagents);
});

test("past 16 kept versions the least recently viewed is read again; a missing version is null", async () => {
  const reads = versionReads();
  for (let i = 0; i < 17; i++) await runTraceJob(job(`lru-${i}`), reads);
  await runTraceJob(job("lru-16"), reads);
  await runTraceJob(job("lru-0"), reads);
  expect(reads.reads).toEqual([...Array.from({ length: 17 }, (_, i) => `lru-${i}`), "lru-0"]);
  expect(await runTraceJob(job("gone"), reads)).toBeNull();
});

test("the draft's specs are read for every view and resolved with the columns the caller read", async () => {
  let reads = 0;
  const draftReads: SpecReads = {
    draftSpecs: async () => (reads++, [spec("drafted"), "not json"]),
    versionConfig: async () => null,
  };
  const config = {
    id: "e2",
    slug: "two",
    name: "Draft Two",
    defaultModel: "claude-sonnet-4",
    plugins: [],
    teamGuard: { mode: "off" as const, markers: [], deny: [] },
    builtinSwitches: { readable: true as const, disabled: [] },
  };
  const draftJob: TraceJob = { ...job("unused"), source: { kind: "draft", config } };
  const result = await runTraceJob(draftJob, draftReads);
  await runTraceJob(draftJob, draftReads);
  expect(reads).toBe(2);
  expect(result?.config).toEqual(config);
  expect(result?.delegatable).toBeNull();
  expect(result?.injection.subagents.map((s) => s.name)).toContain("drafted");
  expect(result?.injection.subagentReport.some((r) => r.status === "dropped")).toBe(true);
});
