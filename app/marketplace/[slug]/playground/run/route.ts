import { playgroundRoute } from "@/lib/server/playground/http";

/** One playground turn on a live Expert the user may use (rules §15), streamed as NDJSON. */
export const POST = playgroundRoute("marketplace", (params: { slug: string }) => params.slug);
