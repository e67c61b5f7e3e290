import { buildExportZip } from "@/lib/domain/claude-code/bundle";
import { uniqueFileNames } from "@/lib/domain/claude-code/file-names";
import { formatNote } from "@/lib/domain/claude-code/notes";
import { EXPORT_DRAFT_MAX_BYTES, readDraftExport } from "@/lib/domain/claude-code/export-draft";
import { exportSpec } from "@/lib/domain/claude-code/export-spec";
import { refuse, sessionRoute, type SessionRouteSpec } from "@/lib/server/api/session-route";
import { readSpecsForExport } from "@/lib/server/studio/subagent-transfer";

const EXPORT: SessionRouteSpec = { area: "studio/export", form: "text", notFound: { error: "Not found" } };

/**
 * Downloads the Expert's subagents as Claude Code files: all of them as a zip (with REPORT.md), or
 * one (`?index=N`, zero-based) as Markdown with its report in the X-Export-Report header.
 * Anonymous, non-owner and missing all look the same: a 404 that says nothing about the Expert.
 */
export const GET = sessionRoute<{ expertId: string }>(
  EXPORT,
  async (request, { viewer, params: { expertId }, notFound }) => {
    const expert = await readSpecsForExport(viewer, expertId);
    if (!expert) return notFound();
    const index = new URL(request.url).searchParams.get("index");
    if (index === null) return zipResponse(await buildExportZip(expert.name, expert.raws), expert.slug);
    const position = /^\d+$/.test(index) ? Number(index) : -1;
    const raw = position >= 0 ? expert.raws[position] : undefined;
    if (raw === undefined) refuse(404, { error: `There is no subagent spec at index ${index}.` });
    const result = exportSpec(raw, position + 1);
    const report = result.notes.map(formatNote);
    const reportHeader = { "x-export-report": encodeURIComponent(JSON.stringify(report)) };
    if (result.content === null) {
      return new Response(`${report.join("\n")}\n`, {
        status: 422,
        headers: { ...NO_STORE, ...reportHeader, "content-type": "text/plain; charset=utf-8" },
      });
    }
    const [fileName = `subagent-${position + 1}`] = uniqueFileNames([result.name ?? `subagent-${position + 1}`]);
    return new Response(result.content, {
      headers: {
        ...NO_STORE,
        ...reportHeader,
        "content-type": "text/markdown; charset=utf-8",
        "content-disposition": attachment(fileName),
      },
    });
  },
);

/**
 * Downloads the draft's subagents as on screen (the editor posts `{ specs, name }`, saved or not) as
 * the same zip and REPORT.md; only the Expert's owner may, and the draft is held to a save's bounds.
 */
export const POST = sessionRoute<{ expertId: string }>(
  {
    ...EXPORT,
    signIn: { error: "Sign in to export subagents." },
    otherOrigin: { error: "Export from the Studio page itself." },
  },
  async (_request, { viewer, params: { expertId }, notFound, readJson }) => {
    const expert = await readSpecsForExport(viewer, expertId);
    if (!expert) return notFound();
    const body = await readJson(EXPORT_DRAFT_MAX_BYTES, {
      tooLarge: {
        error: `The draft is larger than ${EXPORT_DRAFT_MAX_BYTES / 1024 / 1024} MB, more than an Expert can hold.`,
      },
      unreadable: { error: "The draft could not be read: send it as JSON." },
    });
    const draft = readDraftExport(body);
    if (!draft.ok) refuse(400, { error: draft.message });
    return zipResponse(await buildExportZip(draft.draft.name ?? expert.name, draft.draft.specs), expert.slug);
  },
);

const NO_STORE = { "cache-control": "private, no-store" };

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
