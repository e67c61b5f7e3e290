// npm run bench:import — imports through the same code the upload route runs (multipart read, zip
// reading, frontmatter, translation, report), against the 5 s targets of issues 14 and 24:
// - 500 Claude Code subagent files, shaped like public collections: a third with an unquoted
//   multi-line description full of examples (the YAML fallback path), lists and comma lists of
//   tools, a few MCP tools, bodies of 4–13 KB (close to the 5 MB cap), as a zip and as a folder;
// - a whole downloaded repository of about 50 MB with 200 agent files (scripts/bench/import-repository.ts),
//   as its zip and as a chosen folder, which the browser filters to its agent files before upload.
import JSZip from "jszip";
import { GLOBAL_TOOLS } from "../lib/domain/catalog";
import { planFolderPick, withLeftOut } from "../lib/domain/claude-code/folder-pick";
import { importResponse, skippedCounts, skippedSentence } from "../lib/domain/claude-code/import-report";
import { importUploads } from "../lib/domain/claude-code/import-uploads";
import type { UploadedFile } from "../lib/domain/claude-code/upload-entries";
import { readUploadForm } from "../lib/server/studio/read-upload";
import { repositoryFiles } from "./bench/import-repository";

const FILES = 500;
const MB = 1024 * 1024;
const TARGET_MS = 5_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function agentFile(i: number): string {
  const name = `specialist-${i}`;
  const examples = `Use this agent when the task needs ${name}.\nExamples:\n<example>\nuser: "Help with case ${i}"\nassistant: "I'll use the ${name} agent."\n</example>`;
  const description =
    i % 3 === 0 ? examples : JSON.stringify(`Specialist ${i}: use when the build fails or a review is due.`);
  const tools =
    i % 2 === 0
      ? "tools: Read, Grep, Glob, Bash, Read"
      : "tools:\n  - Read\n  - Edit\n  - MultiEdit\n  - mcp__github__get_issue";
  const body = Array.from(
    { length: 40 + (i % 100) },
    (_, l) => `- Rule ${l} of ${name}: check inputs, name files and lines, and say what you could not verify.`,
  ).join("\n");
  return `---\nname: ${name}\ndescription: ${description}\n${tools}\nmodel: ${["sonnet", "opus", "inherit"][i % 3]}\ncolor: blue\n---\n\n# ${name}\n\n${body}\n`;
}

type Context = { surface: readonly string[]; disabledBuiltins: string[] };
type Sent = { path: string; bytes: Uint8Array };

/** The route's own path: the multipart body read and parsed, the import, and its answer as JSON. */
async function timeUpload(
  files: Sent[],
  context: Context,
  before = 0,
): Promise<{ ms: number; response: ReturnType<typeof importResponse> }> {
  const form = new FormData();
  for (const file of files) {
    form.append("files", new File([file.bytes as Uint8Array<ArrayBuffer>], file.path.split("/").pop()!));
    form.append("paths", file.path);
  }
  const request = new Request("http://bench/import", { method: "POST", body: form });
  const started = performance.now();
  const upload = await readUploadForm(request);
  if (!upload.ok) throw new Error(upload.message);
  const outcome = await importUploads(upload.files, context);
  if (!outcome.ok) throw new Error(outcome.message);
  const response = importResponse(outcome.files, outcome.plugins, outcome.unlisted);
  JSON.stringify(response);
  return { ms: before + performance.now() - started, response };
}

/** A chosen repository folder: the browser's filtering of every path, then the upload of what it keeps. */
async function timeFolderPick(files: Sent[], context: Context) {
  const started = performance.now();
  const manifests = new Map(
    files
      .filter((f) => f.path.endsWith(".claude-plugin/plugin.json"))
      .map((f) => [f.path, new TextDecoder().decode(f.bytes)]),
  );
  const plan = planFolderPick(
    files.map((f) => ({ path: f.path, inFolder: true })),
    manifests,
  );
  const picked = new Set(plan.send);
  const sent = files.filter((_, i) => picked.has(i));
  const filtering = performance.now() - started;
  const { ms, response } = await timeUpload(sent, context, filtering);
  return { ms, filtering, sent, response: withLeftOut(response, plan) };
}

async function main() {
  const zip = new JSZip();
  let markdownBytes = 0;
  for (let i = 0; i < FILES; i++) {
    const text = agentFile(i);
    markdownBytes += Buffer.byteLength(text);
    zip.file(`agents/${String(i + 1).padStart(3, "0")}-specialist-${i}.md`, text);
  }
  zip.file("README.md", "# Collection\n\nCopy these into .claude/agents/.\n");
  const bytes = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
  const upload: UploadedFile[] = [{ name: "collection.zip", bytes }];
  const context = { surface: GLOBAL_TOOLS, disabledBuiltins: [] };

  const times: number[] = [];
  let specs = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const outcome = await importUploads(upload, context);
    if (!outcome.ok) throw new Error(outcome.message);
    const response = importResponse(outcome.files, outcome.plugins);
    JSON.stringify(response);
    times.push(performance.now() - started);
    specs = response.specs.length;
  }
  const texts = Array.from({ length: FILES }, (_, i) => agentFile(i));
  const folder = texts.map((text, i) => ({
    path: `collection/agents/specialist-${i}.md`,
    bytes: new TextEncoder().encode(text),
  }));
  const folderTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) folderTimes.push((await timeUpload(folder, context)).ms);

  const line = (label: string, ms: number[]) => {
    const worst = Math.max(...ms);
    console.log(
      `${label}: best ${Math.min(...ms).toFixed(0)} ms, worst ${worst.toFixed(0)} ms over ${RUNS} runs; target ${TARGET_MS} ms → ${worst < TARGET_MS ? "within" : "OVER"} target`,
    );
  };
  console.log(
    `${FILES} files (${(markdownBytes / 1024 / 1024).toFixed(2)} MB of Markdown, ${(bytes.length / 1024).toFixed(0)} KB zipped) → ${specs} specs`,
  );
  line("zip import", times);
  line("folder upload (multipart read + import)", folderTimes);

  const repository = repositoryFiles();
  const repoZip = new JSZip();
  for (const f of repository) repoZip.file(f.path, f.bytes, f.store ? { compression: "STORE" } : {});
  const zipped = await repoZip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
  const repoTimes: number[] = [];
  const pickTimes: number[] = [];
  let zipReport: ReturnType<typeof importResponse> | null = null;
  let pick: Awaited<ReturnType<typeof timeFolderPick>> | null = null;
  for (let run = 0; run < RUNS; run++) {
    const result = await timeUpload([{ path: "big-monorepo-main.zip", bytes: zipped }], context);
    repoTimes.push(result.ms);
    zipReport = result.response;
    pick = await timeFolderPick(repository, context);
    pickTimes.push(pick.ms);
  }
  const total = repository.reduce((sum, f) => sum + f.bytes.length, 0);
  const sentBytes = pick!.sent.reduce((sum, f) => sum + f.bytes.length, 0);
  console.log(
    `\nrepository: ${repository.length.toLocaleString("en")} files, ${(total / MB).toFixed(1)} MB (${(zipped.length / MB).toFixed(1)} MB zipped) → ${zipReport!.specs.length} specs`,
  );
  console.log(`  ${skippedSentence(skippedCounts(zipReport!.report.files, zipReport!.report.unlisted))}`);
  line("repository zip (multipart read + central directory + agent files + report)", repoTimes);
  console.log(
    `  folder pick: the browser keeps ${pick!.sent.length} of ${repository.length.toLocaleString("en")} files (${(sentBytes / 1024).toFixed(0)} KB of ${(total / MB).toFixed(1)} MB) in ${pick!.filtering.toFixed(0)} ms → ${pick!.response.specs.length} specs`,
  );
  line("repository folder pick (filter + upload of agent files + import)", pickTimes);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
