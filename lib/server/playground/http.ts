import "server-only";
import { randomUUID } from "node:crypto";
import {
  offeredVersion,
  PlaygroundRequestSchema,
  versionNumberOf,
  type PlaygroundVersionKey,
} from "@/lib/domain/playground/request";
import type { PlaygroundStreamEvent } from "@/lib/domain/playground/trace";
import { refuse, sessionRoute, type SessionRouteContext } from "@/lib/server/api/session-route";
import { modelProviderStatus } from "@/lib/server/model-provider/provider";
import { firstIssue } from "@/lib/first-issue";
import { playgroundTarget, type PlaygroundScope } from "./access";
import { runPlaygroundTurn } from "./run-turn";

const NO_STORE = { "cache-control": "private, no-store" };
const BODY_LIMIT = 1_000_000;

function unknownVersionSentence(key: PlaygroundVersionKey): string {
  const number = versionNumberOf(key);
  if (number !== null) return `This Expert has no live version ${number}.`;
  return "This Expert has no live version: publish it, or run the draft.";
}

const NOT_FOUND = { error: "Expert not found or access denied", code: "expert_not_found_or_denied" };

/**
 * POST …/playground/run: one turn, streamed as NDJSON (one PlaygroundStreamEvent a line). Checks
 * the session, the origin and the Expert (the owner for the draft and numbered versions; may use,
 * current live only, elsewhere) before reading the body.
 */
export function playgroundRoute<P extends Record<string, string>>(
  scope: PlaygroundScope,
  refOf: (params: P) => string,
) {
  return sessionRoute<P>(
    {
      area: `${scope}/playground`,
      form: "json",
      signIn: { error: "Sign in to use the playground.", code: "unauthorized" },
      otherOrigin: { error: "Use the playground from its own page.", code: "forbidden" },
      notFound: NOT_FOUND,
    },
    (request, ctx) => runTurn(request, scope, refOf(ctx.params), ctx),
  );
}

async function runTurn(
  request: Request,
  scope: PlaygroundScope,
  ref: string,
  { viewer, notFound, readJson }: Pick<SessionRouteContext<Record<string, string>>, "viewer" | "notFound" | "readJson">,
): Promise<Response> {
  const target = await playgroundTarget(viewer, scope, ref);
  if (!target) return notFound({ ref });
  const json = await readJson(BODY_LIMIT, {
    tooLarge: { error: "The conversation is too large for one turn (limit 1 MB).", code: "body_too_large" },
    unreadable: { error: "Send the turn as JSON.", code: "invalid_json" },
  });
  const parsed = PlaygroundRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    const field = String(issue.path[0] ?? "");
    refuse(400, { error: issue.message, code: "invalid_field", ...(field ? { field } : {}) });
  }
  if (!offeredVersion(target.versions, parsed.data.version)) {
    // Only the owner may name versions; to anyone else one they cannot run is as absent as the Expert.
    if (scope !== "studio") refuse(404, NOT_FOUND);
    refuse(400, { error: unknownVersionSentence(parsed.data.version), code: "invalid_field", field: "version" });
  }
  const { provider, problem } = modelProviderStatus();
  if (!provider)
    refuse(503, {
      error: problem ?? "No model provider is configured: set MODEL_PROVIDER (see the README).",
      code: "provider_not_configured",
    });

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
