import { playgroundRoute } from "@/lib/server/playground/http";

/** One playground turn on the owner's draft or any of its live versions (rules §15), streamed as NDJSON. */
export const POST = playgroundRoute("studio", (params: { expertId: string }) => params.expertId);
