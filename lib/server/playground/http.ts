import "server-only";
import { randomUUID } from "node:crypto";
import {
  offeredVersion,
  PlaygroundRequestSchema,
  versionNumberOf,
  type PlaygroundVersionKey,
} from "@/lib/domain/playground/request";
import type { PlaygroundStreamEvent } from "@/lib/domain/playground/trace";
import { isSameOrigin } from "@/lib/server/api/http";
import { getViewer } from "@/lib/server/auth/session";
import { logAuthorizationRefused } from "@/lib/server/log";
import { modelProviderStatus } from "@/lib/server/model-provider/provider";
import { firstIssue } from "@/lib/first-issue";
import { playgroundTarget, type PlaygroundScope } from "./access";
import { runPlaygroundTurn } from "./run-turn";

const NO_STORE = { "cache-control": "private, no-store" };
const BODY_LIMIT = 1_000_000;

function failure(status: number, error: string, code: string, field?: string): Response {
  return Response.json({ error, code, ...(field ? { field } : {}) }, { status, headers: NO_STORE });
}

function unknownVersionSentence(key: PlaygroundVersionKey): string {
  const number = versionNumberOf(key);
  if (number !== null) return `This Expert has no live version ${number}.`;
  return "This Expert has no live version: publish it, or run the draft.";
}

/**
 * POST …/playground/run: one turn, streamed as NDJSON (one PlaygroundStreamEvent a line). Checks
 * the session, the origin and the Expert (the owner for the draft and numbered versions; may use,
 * current live only, elsewhere) before reading the body.
 */
export async function handlePlaygroundRun(request: Request, scope: PlaygroundScope, ref: string): Promise<Response> {
  const viewer = await getViewer();
  if (!viewer) return failure(401, "Sign in to use the playground.", "unauthorized");
  if (!isSameOrigin(request)) return failure(403, "Use the playground from its own page.", "forbidden");
  const target = await playgroundTarget(viewer, scope, ref);
  if (!target) {
    await logAuthorizationRefused({ route: `${scope}/playground`, userId: viewer.id, ref });
    return failure(404, "Expert not found or access denied", "expert_not_found_or_denied");
  }
  const text = await request.text();
  if (text.length > BODY_LIMIT)
    return failure(413, "The conversation is too large for one turn (limit 1 MB).", "body_too_large");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure(400, "Send the turn as JSON.", "invalid_json");
  }
  const parsed = PlaygroundRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    return failure(400, issue.message, "invalid_field", String(issue.path[0] ?? ""));
  }
  if (!offeredVersion(target.versions, parsed.data.version)) {
    // Only the owner may name versions; to anyone else one they cannot run is as absent as the Expert.
    if (scope !== "studio") return failure(404, "Expert not found or access denied", "expert_not_found_or_denied");
    return failure(400, unknownVersionSentence(parsed.data.version), "invalid_field", "version");
  }
  const { provider, problem } = modelProviderStatus();
  if (!provider)
    return failure(
      503,
      problem ?? "No model provider is configured: set MODEL_PROVIDER (see the README).",
      "provider_not_configured",
    );

  const requestId = request.headers.get("x-request-id") ?? randomUUID();
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const emit = (event: PlaygroundStreamEvent) => {
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          // the page went away; the turn stops at its next model call (the request's signal)
        }
      };
      await runPlaygroundTurn({
        ...parsed.data,
        expertId: target.id,
        user: viewer,
        provider,
        requestId,
        signal: request.signal,
        emit,
      });
      try {
        controller.close();
      } catch {
        // already closed by a cancelled reader
      }
    },
  });
  return new Response(stream, {
    headers: { ...NO_STORE, "content-type": "application/x-ndjson; charset=utf-8", "x-accel-buffering": "no" },
  });
}
