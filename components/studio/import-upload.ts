import { planFolderPick, type FolderPlan } from "@/lib/domain/claude-code/folder-pick";
import type { ImportResponse } from "@/lib/domain/claude-code/import-report";
import { IMPORT_LIMITS } from "@/lib/domain/claude-code/limits";
import { isPluginManifest } from "@/lib/domain/claude-code/plugin-layout";

export type UploadProgress = { loaded: number; total: number; done: boolean };
export type UploadOutcome = { ok: true; response: ImportResponse } | { ok: false; message: string };

const MB = 1024 * 1024;

const pathOf = (file: File) => file.webkitRelativePath || file.name;

/** The chosen files the import needs (a chosen folder's agent files and plugin manifests), and what the rest were. */
export async function pickUploads(files: readonly File[]): Promise<{ send: File[]; plan: FolderPlan }> {
  const manifests = new Map<string, string | null>();
  for (const file of files) {
    if (file.webkitRelativePath && isPluginManifest(file.webkitRelativePath))
      manifests.set(pathOf(file), file.size <= 64 * 1024 ? await file.text() : null);
  }
  const plan = planFolderPick(
    files.map((f) => ({ path: pathOf(f), inFolder: f.webkitRelativePath !== "" })),
    manifests,
  );
  const sent = new Set(plan.send);
  return { send: files.filter((_, i) => sent.has(i)), plan };
}

/** A sentence when the files to send are over a limit the route would refuse anyway, before sending them. */
export function uploadProblem(files: readonly File[]): string | null {
  if (files.length > IMPORT_LIMITS.uploads)
    return `${files.length.toLocaleString("en")} files would be sent; one import takes at most ${IMPORT_LIMITS.uploads.toLocaleString("en")}. Split it into smaller ones.`;
  const bytes = files.reduce((sum, f) => sum + f.size, 0);
  if (bytes > IMPORT_LIMITS.uploadBytes) {
    return `The files come to ${(bytes / MB).toFixed(1)} MB; one import takes at most ${IMPORT_LIMITS.uploadBytes / MB} MB. Split it into smaller ones.`;
  }
  return null;
}

/**
 * Posts the files to the import route with XMLHttpRequest, whose upload events (unlike fetch's)
 * report progress. A folder's files carry their relative paths so plugins are recognised.
 */
export function uploadImport(
  expertId: string,
  files: readonly File[],
  onProgress: (p: UploadProgress) => void,
): Promise<UploadOutcome> {
  const form = new FormData();
  for (const file of files) {
    form.append("files", file);
    form.append("paths", pathOf(file));
  }
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/studio/${encodeURIComponent(expertId)}/import`);
    xhr.responseType = "json";
    let last = { loaded: 0, total: files.reduce((sum, f) => sum + f.size, 0) };
    xhr.upload.onprogress = (e) => {
      last = { loaded: e.loaded, total: e.lengthComputable ? e.total : Math.max(e.loaded, last.total) };
      onProgress({ ...last, done: false });
    };
    xhr.upload.onload = () => onProgress({ loaded: last.total, total: last.total, done: true });
    xhr.onload = () => {
      const body = xhr.response as (ImportResponse & { error?: undefined }) | { error?: string } | null;
      if (xhr.status === 200 && body && "specs" in body) resolve({ ok: true, response: body });
      else resolve({ ok: false, message: body?.error ?? `The import failed (HTTP ${xhr.status}); nothing was added.` });
    };
    xhr.onerror = () =>
      resolve({ ok: false, message: "The upload was interrupted; check your connection and try again." });
    xhr.send(form);
  });
}
