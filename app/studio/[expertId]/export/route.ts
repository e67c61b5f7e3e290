import { buildExportZip } from "@/lib/domain/claude-code/bundle";
import { uniqueFileNames } from "@/lib/domain/claude-code/file-names";
import { formatNote } from "@/lib/domain/claude-code/notes";
import { EXPORT_DRAFT_MAX_BYTES, readDraftExport } from "@/lib/domain/claude-code/export-draft";
import { exportSpec } from "@/lib/domain/claude-code/export-spec";
import { readCappedBody } from "@/lib/server/auth/capped-body";
import { isSameOrigin } from "@/lib/server/auth/request-origin";
import { getViewer } from "@/lib/server/auth/session";
import { readSpecsForExport } from "@/lib/server/studio/subagent-transfer";
import { logAuthorizationRefused } from "@/lib/server/log";

/**
 * Downloads the Expert's subagents as Claude Code files: all of them as a zip (with REPORT.md), or
 * one (`?index=N`, zero-based) as Markdown with its report in the X-Export-Report header.
 */
export async function GET(request: Request, { params }: { params: Promise<{ expertId: string }> }) {
  const { expertId } = await params;
  const viewer = await getViewer();
  const expert = viewer ? await readSpecsForExport(viewer, expertId) : null;
  const headers = { "cache-control": "private, no-store" };
  if (!viewer || !expert) {
    await logAuthorizationRefused({ route: "studio/export", userId: viewer?.id ?? null, expertId });
    // Anonymous, non-owner and missing all look the same: a 404 that says nothing about the Expert.
    return new Response("Not found\n", {
      status: 404,
      headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
    });
  }
  const index = new URL(request.url).searchParams.get("index");
  if (index === null) {
    const zip = await buildExportZip(expert.name, expert.raws);
    return zipResponse(zip, expert.slug);
  }
  const position = /^\d+$/.test(index) ? Number(index) : -1;
  const raw = expert.raws[position];
  if (raw === undefined) {
    return new Response(`There is no subagent spec at index ${index}.\n`, {
      status: 404,
      headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
    });
  }
  const result = exportSpec(raw, position + 1);
  const report = result.notes.map(formatNote);
  const reportHeader = { "x-export-report": encodeURIComponent(JSON.stringify(report)) };
  if (result.content === null) {
    return new Response(`${report.join("\n")}\n`, {
      status: 422,
      headers: { ...headers, ...reportHeader, "content-type": "text/plain; charset=utf-8" },
    });
  }
  const [fileName = `subagent-${position + 1}.md`] = uniqueFileNames([result.name ?? `subagent-${position + 1}`]);
  return new Response(result.content, {
    headers: {
      ...headers,
      ...reportHeader,
      "content-type": "text/markdown; charset=utf-8",
      "content-disposition": attachment(fileName),
    },
  });
}

/**
 * Downloads the draft's subagents as on screen (the editor posts `{ specs, name }`, saved or not) as
 * the same zip and REPORT.md; only the Expert's owner may, and the draft is held to a save's bounds.
 */
export async function POST(request: Request, { params }: { params: Promise<{ expertId: string }> }) {
  const { expertId } = await params;
  const viewer = await getViewer();
  if (!viewer) return text("Sign in to export subagents.", 401);
  if (!isSameOrigin(request)) return text("Export from the Studio page itself.", 403);
  const expert = await readSpecsForExport(viewer, expertId);
  if (!expert) {
    await logAuthorizationRefused({ route: "studio/export", userId: viewer.id, expertId });
    return text("Not found", 404);
  }
  const tooLarge = `The draft is larger than ${EXPORT_DRAFT_MAX_BYTES / 1024 / 1024} MB, more than an Expert can hold.`;
  const read = await readCappedBody(request, EXPORT_DRAFT_MAX_BYTES);
  if (!read.ok) return text(tooLarge, 413);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(read.bytes));
  } catch {
    return text("The draft could not be read: send it as JSON.", 400);
  }
  const draft = readDraftExport(body);
  if (!draft.ok) return text(draft.message, 400);
  return zipResponse(await buildExportZip(draft.draft.name ?? expert.name, draft.draft.specs), expert.slug);
}

const NO_STORE = { "cache-control": "private, no-store" };

function text(message: string, status: number): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { ...NO_STORE, "content-type": "text/plain; charset=utf-8" },
  });
}

function zipResponse(zip: Uint8Array, slug: string): Response {
  return new Response(zip as BodyInit, {
    headers: {
      ...NO_STORE,
      "content-type": "application/zip",
      "content-disposition": attachment(`${slug}-subagents.zip`),
    },
  });
}

function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
