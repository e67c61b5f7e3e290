"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { CONFLICT_MESSAGE, serializeSpec } from "@/lib/domain/expert-draft";
import { importUploads } from "@/lib/domain/claude-code/bundle";
import { IMPORT_LIMITS } from "@/lib/domain/claude-code/limits";
import type { TransferNote } from "@/lib/domain/claude-code/notes";
import { getViewer } from "@/lib/server/auth/session";
import { appendSubagentSpecs, isEditableExpert } from "@/lib/server/studio/subagent-transfer";

export type ImportFileReport = { file: string; imported: string | null; notes: TransferNote[] };

export type ImportSubagentsResult =
  | { status: "ok"; version: number; imported: number; files: ImportFileReport[] }
  | {
      status: "error";
      message: string;
      fieldErrors?: Partial<Record<"expertId" | "expectedVersion" | "files", string[]>>;
      files?: ImportFileReport[];
    };

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

type UploadInput = { name: string; content: string; encoding?: "text" | "base64" }[];
type Parsed = { status: "ok"; specs: unknown[]; files: ImportFileReport[] } | Extract<ImportSubagentsResult, { status: "error" }>;

/** Validates and reads the uploads; nothing is stored here. */
async function parseUploads(input: { expertId: string; expectedVersion: number; files: UploadInput }): Promise<Parsed> {
  const parsed = ImportSubagentsSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    return { status: "error", message: "The import request is not valid.", fieldErrors: { ...fieldErrors, files: fieldErrors.files ? [...new Set(fieldErrors.files)] : undefined } };
  }
  const uploads = parsed.data.files.map((f) => ({
    name: f.name,
    bytes: f.encoding === "base64" ? new Uint8Array(Buffer.from(f.content, "base64")) : new TextEncoder().encode(f.content),
  }));
  if (uploads.reduce((sum, u) => sum + u.bytes.length, 0) > IMPORT_LIMITS.uploadBytes) {
    const message = `The files together are larger than ${MAX_UPLOAD_KB} KB; import them in smaller batches.`;
    return { status: "error", message, fieldErrors: { files: [message] } };
  }
  const results = await importUploads(uploads);
  const files: ImportFileReport[] = results.map((r) => ({ file: r.file, imported: r.spec ? String(r.spec.name) : null, notes: r.notes }));
  const specs = results.flatMap((r) => (r.spec ? [r.spec] : []));
  if (specs.length === 0) return { status: "error", message: "None of the files could be imported; nothing was changed.", files };
  return { status: "ok", specs, files };
}

/** Imports Claude Code subagent files (.md, or .zip of them) and appends them to the Expert's specs. */
export async function importSubagentsAction(expertId: string, expectedVersion: number, files: UploadInput): Promise<ImportSubagentsResult> {
  const viewer = await getViewer();
  if (!viewer) return { status: "error", message: "Sign in to import subagents." };
  const parsed = await parseUploads({ expertId, expectedVersion, files });
  if (parsed.status !== "ok") return parsed;
  const outcome = await appendSubagentSpecs(viewer, { expertId, expectedVersion, specs: parsed.specs });
  if (outcome.status === "not_found") {
    console.warn(JSON.stringify({ event: "authorization_refused", action: "importSubagentsAction", userId: viewer.id, expertId }));
    return { status: "error", message: "Expert not found or access denied" };
  }
  if (outcome.status === "stale") return { status: "error", message: CONFLICT_MESSAGE };
  revalidatePath(`/studio/${expertId}`);
  revalidatePath("/studio");
  return { status: "ok", version: outcome.version, imported: outcome.added, files: withDuplicateNotes(parsed.files, outcome.existingNames) };
}

export type ReadSubagentFilesResult =
  | { status: "ok"; specs: string[]; files: ImportFileReport[] }
  | Extract<ImportSubagentsResult, { status: "error" }>;

const NamesSchema = z.array(z.string().max(200)).max(200);

/**
 * Reads Claude Code files into spec texts for the editor's unsaved draft, storing nothing: the
 * creator's Save stores them with everything else. `draftNames` are the draft's spec names, for
 * the duplicate warnings.
 */
export async function readSubagentFilesAction(expertId: string, files: UploadInput, draftNames: unknown): Promise<ReadSubagentFilesResult> {
  const viewer = await getViewer();
  if (!viewer) return { status: "error", message: "Sign in to import subagents." };
  const names = NamesSchema.safeParse(draftNames);
  if (!names.success) return { status: "error", message: "The import request is not valid." };
  if (typeof expertId !== "string" || expertId.length > 100 || !(await isEditableExpert(viewer, expertId))) {
    console.warn(JSON.stringify({ event: "authorization_refused", action: "readSubagentFilesAction", userId: viewer.id, expertId: String(expertId).slice(0, 100) }));
    return { status: "error", message: "Expert not found or access denied" };
  }
  const parsed = await parseUploads({ expertId, expectedVersion: 1, files });
  if (parsed.status !== "ok") return parsed;
  return { status: "ok", specs: parsed.specs.map(serializeSpec), files: withDuplicateNotes(parsed.files, names.data) };
}

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
