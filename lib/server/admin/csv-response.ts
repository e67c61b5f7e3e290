import "server-only";
import type { Viewer } from "@/lib/server/auth/users";
import { AppError } from "@/lib/server/errors";
import { assertAdmin } from "@/lib/server/auth/assert-admin";

/**
 * A CSV download streamed line by line as `lines` yields them, so a long log never sits in memory.
 * Non-admins get the same 404 as the admin pages.
 */
export function csvResponse(viewer: Viewer | null, filename: string, lines: () => AsyncGenerator<string>): Response {
  try {
    assertAdmin(viewer);
  } catch (error) {
    if (error instanceof AppError && error.code === "forbidden:admin")
      return new Response("Not found", { status: error.httpStatus });
    throw error;
  }
  const encoder = new TextEncoder();
  const source = lines();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await source.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
