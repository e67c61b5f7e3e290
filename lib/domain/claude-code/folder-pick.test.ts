import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";
import { at } from "../at-index";
import { planFolderPick, withLeftOut } from "./folder-pick";
import { importResponse } from "./import-report";
import { importUploads } from "./import-uploads";
import { isLitterPath } from "./litter";

const ROOT = join(import.meta.dirname, "fixtures", "repository");
const chosen = (readdirSync(ROOT, { recursive: true, encoding: "utf8" }) as string[])
  .filter((p) => statSync(join(ROOT, p)).isFile())
  .map((p) => ({
    path: `repo/${relative(ROOT, join(ROOT, p)).replace(/\\/g, "/")}`,
    bytes: new Uint8Array(readFileSync(join(ROOT, p))),
  }))
  .filter((f) => !isLitterPath(f.path));
const manifests = new Map(
  chosen
    .filter((f) => f.path.endsWith(".claude-plugin/plugin.json"))
    .map((f) => [f.path, new TextDecoder().decode(f.bytes)]),
);

test("a chosen repository folder sends only its agent files and plugin manifests", () => {
  const plan = planFolderPick(
    chosen.map((f) => ({ path: f.path, inFolder: true })),
    manifests,
  );
  expect(plan.send.map((i) => at(chosen, i).path).sort()).toEqual([
    "repo/.claude/agents/README.md",
    "repo/.claude/agents/api-reviewer.md",
    "repo/plugins/release-kit/.claude-plugin/plugin.json",
    "repo/plugins/release-kit/agents/tagger.md",
    "repo/plugins/release-kit/specialists/notes-writer.md",
  ]);
  expect(plan.unlisted).toEqual({ "not-markdown": 2 });
});

test("what the browser leaves out is reported exactly as the server reports it when the whole folder is sent", async () => {
  const plan = planFolderPick(
    chosen.map((f) => ({ path: f.path, inFolder: true })),
    manifests,
  );
  const sent = await importUploads(plan.send.map((i) => at(chosen, i)).map((f) => ({ name: f.path, bytes: f.bytes })));
  const whole = await importUploads(chosen.map((f) => ({ name: f.path, bytes: f.bytes })));
  if (!sent.ok || !whole.ok) throw new Error("import refused");
  expect(withLeftOut(importResponse(sent.files, sent.plugins, sent.unlisted), plan)).toEqual(
    importResponse(whole.files, whole.plugins, whole.unlisted),
  );
});

test("files chosen on their own are always sent, whatever their name", () => {
  const plan = planFolderPick(
    [
      { path: "CLAUDE.md", inFolder: false },
      { path: "pack.zip", inFolder: false },
      { path: "agent.md", inFolder: false },
    ],
    new Map(),
  );
  expect(plan.send).toEqual([0, 1, 2]);
});
