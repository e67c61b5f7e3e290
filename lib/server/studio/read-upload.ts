import "server-only";
import type { UploadedFile } from "@/lib/domain/claude-code/upload-entries";
import { IMPORT_LIMITS } from "@/lib/domain/claude-code/limits";
import { readCappedBody } from "@/lib/server/auth/capped-body";

export type UploadRead = { ok: true; files: UploadedFile[] } | { ok: false; status: number; message: string };

const MB = 1024 * 1024;
// Multipart framing (boundaries, part headers, the paths field) on top of the files themselves.
const FRAMING_ALLOWANCE = 1 * MB;
const TOO_LARGE = `The upload is larger than ${IMPORT_LIMITS.uploadBytes / MB} MB, the most one import takes. Split it into smaller ones.`;

/**
 * Reads a multipart upload of `files` (with an optional `paths` field per file, for a chosen
 * folder's relative paths), streaming the body and stopping as soon as it passes the limit.
 */
export async function readUploadForm(request: Request): Promise<UploadRead> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    return { ok: false, status: 415, message: "Send the files as a form upload (multipart/form-data)." };
  const limit = IMPORT_LIMITS.uploadBytes + FRAMING_ALLOWANCE;
  const body = await readCappedBody(request, limit);
  if (!body.ok) return { ok: false, status: 413, message: TOO_LARGE };
  let form: FormData;
  try {
    form = await new Response(body.bytes as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    return { ok: false, status: 400, message: "The upload could not be read as files; choose them again." };
  }
  const files = form.getAll("files").filter((f): f is File => typeof f !== "string");
  const paths = form.getAll("paths");
  if (files.length === 0)
    return { ok: false, status: 400, message: "Choose at least one .md or .zip file, or a folder, to import." };
  if (files.length > IMPORT_LIMITS.uploads)
    return {
      ok: false,
      status: 413,
      message: `This upload holds ${files.length} files; one import takes at most ${IMPORT_LIMITS.uploads.toLocaleString("en")}.`,
    };
  if (files.reduce((sum, f) => sum + f.size, 0) > IMPORT_LIMITS.uploadBytes)
    return { ok: false, status: 413, message: TOO_LARGE };
  return {
    ok: true,
    files: await Promise.all(
      files.map(async (file, i) => ({
        name: cleanPath(paths[i], file.name),
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
    ),
  };
}

// A folder's relative path names the file in the report and places it in a plugin; it is never a disk path.
function cleanPath(path: FormDataEntryValue | undefined, fallback: string): string {
  const raw = typeof path === "string" && path.trim() !== "" ? path : fallback;
  const parts = raw
    .replace(/\\/g, "/")
    .split("/")
    .filter((p) => p !== "" && p !== "." && p !== "..");
  return parts.join("/").slice(0, 500) || "upload";
}
