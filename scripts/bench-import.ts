// npm run bench:import — one import of 500 Claude Code subagent files through the same code the
// upload route runs (multipart read, zip reading, frontmatter, translation, report), against the 5 s
// target of issue 14. Files are shaped like public collections: a third with an unquoted
// multi-line description full of examples (the YAML fallback path), lists and comma lists of
// tools, a few MCP tools, bodies of 4–13 KB (close to the 5 MB cap).
import JSZip from "jszip";
import { GLOBAL_TOOLS } from "../lib/domain/catalog";
import { importResponse } from "../lib/domain/claude-code/import-report";
import { importUploads } from "../lib/domain/claude-code/import-uploads";
import type { UploadedFile } from "../lib/domain/claude-code/upload-entries";
import { readUploadForm } from "../lib/server/studio/read-upload";

const FILES = 500;
const TARGET_MS = 5_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function agentFile(i: number): string {
  const name = `specialist-${i}`;
  const examples = `Use this agent when the task needs ${name}.\nExamples:\n<example>\nuser: "Help with case ${i}"\nassistant: "I'll use the ${name} agent."\n</example>`;
  const description = i % 3 === 0 ? examples : JSON.stringify(`Specialist ${i}: use when the build fails or a review is due.`);
  const tools = i % 2 === 0 ? "tools: Read, Grep, Glob, Bash, Read" : "tools:\n  - Read\n  - Edit\n  - MultiEdit\n  - mcp__github__get_issue";
  const body = Array.from({ length: 40 + (i % 100) }, (_, l) => `- Rule ${l} of ${name}: check inputs, name files and lines, and say what you could not verify.`).join("\n");
  return `---\nname: ${name}\ndescription: ${description}\n${tools}\nmodel: ${["sonnet", "opus", "inherit"][i % 3]}\ncolor: blue\n---\n\n# ${name}\n\n${body}\n`;
}

/** The route's own path for a chosen folder: the multipart body read and parsed, then the import. */
async function timeFolderUpload(texts: string[], context: { surface: readonly string[]; disabledBuiltins: string[] }): Promise<number> {
  const form = new FormData();
  texts.forEach((text, i) => {
    form.append("files", new File([text], `specialist-${i}.md`));
    form.append("paths", `collection/agents/specialist-${i}.md`);
  });
  const request = new Request("http://bench/import", { method: "POST", body: form });
  const started = performance.now();
  const upload = await readUploadForm(request);
  if (!upload.ok) throw new Error(upload.message);
  const outcome = await importUploads(upload.files, context);
  if (!outcome.ok) throw new Error(outcome.message);
  JSON.stringify(importResponse(outcome.files, outcome.plugins));
  return performance.now() - started;
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
  const folderTimes: number[] = [];
  const texts = Array.from({ length: FILES }, (_, i) => agentFile(i));
  for (let run = 0; run < RUNS; run++) folderTimes.push(await timeFolderUpload(texts, context));

  console.log(`${FILES} files (${(markdownBytes / 1024 / 1024).toFixed(2)} MB of Markdown, ${(bytes.length / 1024).toFixed(0)} KB zipped) → ${specs} specs`);
  const line = (label: string, ms: number[]) => {
    const worst = Math.max(...ms);
    console.log(`${label}: best ${Math.min(...ms).toFixed(0)} ms, worst ${worst.toFixed(0)} ms over ${RUNS} runs; target ${TARGET_MS} ms → ${worst < TARGET_MS ? "within" : "OVER"} target`);
  };
  line("zip import", times);
  line("folder upload (multipart read + import)", folderTimes);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
