import { deflateRawSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { importUploads } from "./import-uploads";
import { IMPORT_LIMITS } from "./limits";
import { readZipDirectory } from "./zip-directory";
import { handWrittenZip as zip } from "../../../tests/support/hand-zip";

// Issue 23, point 4: a zip is judged from its central directory before a byte is inflated.

const agent = (i: number, body = "Reviews code.") =>
  `---\nname: agent-${i}\ndescription: Reviews code.\n---\n\n${body}\n`;

describe("zip bombs", () => {
  test("a thousand entries pointing at one compressed block are refused, nothing inflated", async () => {
    const block = { name: "a.md", data: deflateRawSync(Buffer.alloc(200 * 1024, 0x61)), size: 200 * 1024 };
    const bytes = zip(
      [block],
      Array.from({ length: 1000 }, (_, i) => ({ ...block, name: `agents/${i}.md`, at: 0 })),
    );
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(readZipDirectory(bytes, IMPORT_LIMITS.zipEntries)).toEqual({ ok: false, overlapping: true });
    const outcome = await importUploads([{ name: "bomb.zip", bytes }]);
    expect(outcome).toMatchObject({
      ok: true,
      files: [
        {
          file: "bomb.zip",
          spec: null,
          notes: [
            {
              severity: "error",
              message:
                "Not imported: the zip's files overlap one another inside the archive, as no zip tool writes them; zip the files again.",
            },
          ],
        },
      ],
    });
  });

  test("files whose declared sizes pass the import's budget are refused before any is inflated", async () => {
    const files = Array.from({ length: 30 }, (_, i) => {
      const text = Buffer.from(agent(i, "x".repeat(200 * 1024)));
      return { name: `agents/agent-${i}.md`, data: deflateRawSync(text), size: text.length };
    });
    const outcome = await importUploads([{ name: "big.zip", bytes: zip(files, files) }]);
    expect(outcome).toEqual({
      ok: false,
      message:
        "The subagent files in this import come to more than 5 MB, the most one import takes. Split it into smaller ones.",
    });
  });

  test("a file that inflates past the size its directory declares is unreadable, not read to the per-file limit", async () => {
    const lying = {
      name: "agents/liar.md",
      data: deflateRawSync(Buffer.from(agent(1, "y".repeat(100_000)))),
      size: 120,
    };
    const honest = {
      name: "agents/honest.md",
      data: deflateRawSync(Buffer.from(agent(2))),
      size: Buffer.byteLength(agent(2)),
    };
    const outcome = await importUploads([{ name: "mixed.zip", bytes: zip([lying, honest], [lying, honest]) }]);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.files.map((f) => [f.file, f.spec ? "spec" : at(f.notes, 0).message])).toEqual([
      ["mixed.zip/agents/honest.md", "spec"],
      [
        "mixed.zip/agents/liar.md",
        "Not imported: the file could not be read from the zip (the archive may be damaged).",
      ],
    ]);
  });
});
