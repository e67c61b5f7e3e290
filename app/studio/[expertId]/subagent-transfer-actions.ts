"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { importUploads } from "@/lib/domain/claude-code/bundle";
import { IMPORT_LIMITS } from "@/lib/domain/claude-code/limits";
import type { TransferNote } from "@/lib/domain/claude-code/notes";
import { authedAction, type ActionResult } from "@/lib/server/action";
import { AppError } from "@/lib/server/errors";
import { appendSubagentSpecs } from "@/lib/server/studio/subagent-transfer";

export type ImportFileReport = { file: string; imported: string | null; notes: TransferNote[] };

export type ImportSubagentsResult = ActionResult<{ version: number; imported: number; files: ImportFileReport[] }>;

const MAX_UPLOADS = IMPORT_LIMITS.uploads;
const MAX_UPLOAD_KB = IMPORT_LIMITS.uploadBytes / 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const ImportFileSchema = z
  .object({
    name: z.string().trim().min(1, "Each file needs a name.").max(200, "File names are at most 200 characters."),
    content: z.string().max(Math.ceil((IMPORT_LIMITS.uploadBytes * 4) / 3) + 4, `Each file must be at most ${MAX_UPLOAD_KB} KB.`),
    encoding: z.enum(["text", "base64"]).default("text"),
  })
  .refine((f) => f.encoding === "text" || BASE64.test(f.content), { message: "A file's base64 content is not valid base64." });

const ImportSubagentsSchema = z.object({
  expertId: z.string().trim().min(1, "The Expert id is missing.").max(100),
  expectedVersion: z.number("The Expert's version is missing or not a number.").int().positive(),
  files: z.array(ImportFileSchema).min(1, "Choose at least one .md or .zip file to import.").max(MAX_UPLOADS, `Import at most ${MAX_UPLOADS} files at a time.`),
});

/**
 * Imports Claude Code subagent files (.md, or .zip of them) and appends them to the Expert's specs.
 * When no file can be imported, nothing is written and the report says why for each file.
 */
export const importSubagentsAction = authedAction(
  { name: "importSubagents", schema: ImportSubagentsSchema, invalidMessage: "The import request is not valid." },
  async ({ expertId, expectedVersion, files }, { viewer }) => {
    const uploads = files.map((f) => ({
      name: f.name,
      bytes: f.encoding === "base64" ? new Uint8Array(Buffer.from(f.content, "base64")) : new TextEncoder().encode(f.content),
    }));
    if (uploads.reduce((sum, u) => sum + u.bytes.length, 0) > IMPORT_LIMITS.uploadBytes) {
      const message = `The files together are larger than ${MAX_UPLOAD_KB} KB; import them in smaller batches.`;
      throw new AppError("payload_too_large:import", { message, fieldErrors: { files: [message] } });
    }
    const results = await importUploads(uploads);
    const report: ImportFileReport[] = results.map((r) => ({ file: r.file, imported: r.spec ? String(r.spec.name) : null, notes: r.notes }));
    const specs = results.flatMap((r) => (r.spec ? [r.spec] : []));
    const outcome = await appendSubagentSpecs(viewer, { expertId, expectedVersion, specs });
    if (specs.length > 0) {
      revalidatePath(`/studio/${expertId}`);
      revalidatePath("/studio");
    }
    return { version: outcome.version, imported: outcome.added, files: withDuplicateNotes(report, outcome.existingNames) };
  },
);

function withDuplicateNotes(report: ImportFileReport[], existingNames: string[]): ImportFileReport[] {
  const taken = new Set(existingNames);
  return report.map((entry) => {
    if (entry.imported === null) return entry;
    const duplicate = taken.has(entry.imported);
    taken.add(entry.imported);
    if (!duplicate) return entry;
    const message = `A subagent named ${entry.imported} is declared earlier in this Expert; the first declaration wins, so this one is dropped (duplicate_name) until you rename one of them.`;
    return { ...entry, notes: [...entry.notes, { severity: "warning" as const, key: "name", message }] };
  });
}
