import { buildExportZip } from "@/lib/domain/claude-code/bundle";
import { uniqueFileNames } from "@/lib/domain/claude-code/file-names";
import { formatNote } from "@/lib/domain/claude-code/notes";
import { exportSpec } from "@/lib/domain/claude-code/export-spec";
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
    return new Response("Not found\n", { status: 404, headers: { ...headers, "content-type": "text/plain; charset=utf-8" } });
  }
  const index = new URL(request.url).searchParams.get("index");
  if (index === null) {
    const zip = await buildExportZip(expert.name, expert.raws);
    return new Response(zip as BodyInit, {
      headers: { ...headers, "content-type": "application/zip", "content-disposition": attachment(`${expert.slug}-subagents.zip`) },
    });
  }
  const position = /^\d+$/.test(index) ? Number(index) : -1;
  if (position < 0 || position >= expert.raws.length) {
    return new Response(`There is no subagent spec at index ${index}.\n`, { status: 404, headers: { ...headers, "content-type": "text/plain; charset=utf-8" } });
  }
  const result = exportSpec(expert.raws[position], position + 1);
  const report = result.notes.map(formatNote);
  const reportHeader = { "x-export-report": encodeURIComponent(JSON.stringify(report)) };
  if (result.content === null) {
    return new Response(`${report.join("\n")}\n`, { status: 422, headers: { ...headers, ...reportHeader, "content-type": "text/plain; charset=utf-8" } });
  }
  const [fileName] = uniqueFileNames([result.name ?? `subagent-${position + 1}`]);
  return new Response(result.content, {
    headers: { ...headers, ...reportHeader, "content-type": "text/markdown; charset=utf-8", "content-disposition": attachment(fileName) },
  });
}

function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
