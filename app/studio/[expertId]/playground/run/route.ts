import { handlePlaygroundRun } from "@/lib/server/playground/http";

/** One playground turn on the owner's draft or any of its live versions (rules §15), streamed as NDJSON. */
export async function POST(request: Request, { params }: { params: Promise<{ expertId: string }> }) {
  const { expertId } = await params;
  return handlePlaygroundRun(request, "studio", expertId);
}
