import { handlePlaygroundRun } from "@/lib/server/playground/http";

/** One playground turn on a live Expert the user may use (rules §15), streamed as NDJSON. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return handlePlaygroundRun(request, "marketplace", slug);
}
