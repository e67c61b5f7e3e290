import "server-only";
import { A2A_PROTOCOL_VERSION } from "@a2a-js/sdk";
import { VersionNotSupportedError } from "@a2a-js/sdk/errors";
import { JsonRpcTransportHandler, ServerCallContext } from "@a2a-js/sdk/server";
import { A2A_LEGACY_PROTOCOL_VERSION } from "@a2a-js/sdk/compat/v0_3";
import { LegacyJsonRpcTransportHandler } from "@a2a-js/sdk/compat/v0_3/server";
import { isJsonMediaType } from "@/lib/domain/http-rules";
import { readJsonObject } from "@/lib/server/api/body";
import { conditionalJson } from "@/lib/server/api/conditional";
import { ApiFailure } from "@/lib/server/api/failure";
import { authorize, failureResponse, json, startRequest, unexpectedResponse } from "@/lib/server/api/http";
import { agentCardJson, readAgentCard } from "./agent-card";
import { CALLER_KEY, ExpertAgent, REFUSAL_KEY, type A2ACaller, type Refusal } from "./request-handler";

const CARD_ROUTE = "GET /api/a2a/{slug}/.well-known/agent-card.json";
const RPC_ROUTE = "POST /api/a2a/{slug}";
// A card changes when its Expert is published again: clients may keep it a few minutes, and revalidate by ETag.
const CARD_CACHE = "public, max-age=300, must-revalidate";

/** The slug segment after /api/a2a/, as sent (decoded). */
function slugOf(request: Request): string {
  const segment = new URL(request.url).pathname.split("/")[3] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const originOf = (request: Request) => {
  const url = new URL(request.url);
  const forwarded = request.headers.get("x-forwarded-host");
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return forwarded ? `${proto === "https" ? "https" : url.protocol.slice(0, -1)}://${forwarded}` : url.origin;
};

/**
 * GET /api/a2a/<slug>/.well-known/agent-card.json (rules §13): the Agent Card of a published, delegatable
 * Expert, public like a listing, with an ETag; any other slug is the same JSON 404.
 */
export async function serveAgentCard(request: Request): Promise<Response> {
  const ctx = startRequest(CARD_ROUTE, request);
  try {
    const card = await readAgentCard(slugOf(request), originOf(request));
    if (!card) return failureResponse(ctx, new ApiFailure("expert_not_found_or_denied"));
    const response = conditionalJson(ctx, request, agentCardJson(card));
    response.headers.set("cache-control", CARD_CACHE);
    return response;
  } catch (error) {
    return unexpectedResponse(ctx, error);
  }
}

/**
 * POST /api/a2a/<slug> (rules §13): A2A's JSON-RPC binding through the SDK's transport, v1.0 and (when
 * the client asks for it, or names no version) v0.3. The key needs `harness:delegate`.
 */
export async function serveA2ARequest(request: Request): Promise<Response> {
  const ctx = startRequest(RPC_ROUTE, request);
  const refused = await authorize(ctx, request, "harness:delegate");
  if (refused) return refused;
  if (!isJsonMediaType(request.headers.get("content-type")))
    return failureResponse(ctx, new ApiFailure("unsupported_media_type"));
  const body = await readJsonObject(request);
  if (!body.ok) return failureResponse(ctx, body.failure);
  const rpc = body.data as { id?: unknown; method?: unknown };
  const version = request.headers.get("a2a-version")?.trim() || A2A_LEGACY_PROTOCOL_VERSION;
  const legacy = version === A2A_LEGACY_PROTOCOL_VERSION || version.startsWith(`${A2A_LEGACY_PROTOCOL_VERSION}.`);
  const mapError = (error: unknown) =>
    legacy
      ? LegacyJsonRpcTransportHandler.mapToLegacyJSONRPCError(error)
      : JsonRpcTransportHandler.mapToJSONRPCError(error);
  const rpcError = (error: unknown) => ({
    jsonrpc: "2.0",
    id: typeof rpc.id === "string" || typeof rpc.id === "number" ? rpc.id : null,
    error: mapError(error),
  });
  const log = { method: typeof rpc.method === "string" ? rpc.method.slice(0, 60) : null, version };
  if (!legacy && version !== A2A_PROTOCOL_VERSION) {
    return json(
      ctx,
      200,
      rpcError(
        new VersionNotSupportedError(
          `A2A protocol version ${version.slice(0, 20)} is not supported; this agent speaks ${A2A_PROTOCOL_VERSION} and ${A2A_LEGACY_PROTOCOL_VERSION}.`,
        ),
      ),
      log,
    );
  }
  const slug = slugOf(request);
  const caller: A2ACaller = { principal: ctx.principal!, requestId: ctx.requestId };
  const context = new ServerCallContext({
    requestedVersion: version,
    state: new Map<string, unknown>([[CALLER_KEY, caller]]),
  });
  const agent = new ExpertAgent(slug, () => readAgentCard(slug, originOf(request)));
  try {
    const transport = legacy ? new LegacyJsonRpcTransportHandler(agent) : new JsonRpcTransportHandler(agent);
    const answer = await transport.handle(body.data as Record<string, unknown>, context);
    // Streaming methods are declared unsupported on the card; their stream fails on its first step.
    const result = Symbol.asyncIterator in answer ? await firstOf(answer, rpcError) : answer;
    const refusal = context.state.get(REFUSAL_KEY) as Refusal | undefined;
    if (refusal instanceof ApiFailure) return failureResponse(ctx, refusal, log);
    if (refusal) return unexpectedResponse(ctx, refusal.unexpected);
    return json(ctx, 200, result, log);
  } catch (error) {
    return unexpectedResponse(ctx, error);
  }
}

async function firstOf(
  stream: AsyncGenerator<unknown, void, undefined>,
  rpcError: (error: unknown) => unknown,
): Promise<unknown> {
  try {
    const first = await stream.next();
    await stream.return(undefined);
    return first.done ? rpcError(new Error("The stream ended without an answer.")) : first.value;
  } catch (error) {
    return rpcError(error);
  }
}
