import { createMcpHandler, localhostAllowedHostnames, validateHostHeader } from "@modelcontextprotocol/server";
import { ApiFailure } from "@/lib/server/api/failure";
import { authorize, failureResponse, logRequest, startRequest, unexpectedResponse } from "@/lib/server/api/http";
import { machineRoute } from "@/lib/server/api/machine-route";
import { isSameOrigin } from "@/lib/server/auth/request-origin";
import type { Principal } from "@/lib/server/api-keys/authenticate";
import { mcpServerFor } from "@/lib/server/mcp/mcp-server";

export const dynamic = "force-dynamic";

const ROUTE = "POST /api/mcp";

// One handler for the process: the current stateless revision, and the 2025 `initialize` era served
// statelessly too. Each request gets a fresh server acting as the key's owner (passed as authInfo).
const handler = createMcpHandler(
  (ctx) => {
    const principal = ctx.authInfo?.extra?.principal as
      (Principal & { owner: { id: string; email: string } }) | undefined;
    if (!principal) throw new Error("An MCP server is made only for an authenticated personal key.");
    return mcpServerFor({ principal });
  },
  { legacy: "stateless", responseMode: "json", maxRequestBodySize: 1024 * 1024 },
);

/** DNS rebinding: the Host must be this app's public host (NEXTAUTH_URL) or a local name. */
function allowedHostnames(): string[] {
  const names = localhostAllowedHostnames();
  try {
    if (process.env.NEXTAUTH_URL) names.push(new URL(process.env.NEXTAUTH_URL).hostname);
  } catch {
    // an unparsable NEXTAUTH_URL adds nothing
  }
  return names;
}

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/mcp", {
  POST: async (request) => {
    const ctx = startRequest(ROUTE, request);
    // A request made in-process (the tests) has no Host header; its URL names the host instead.
    if (!validateHostHeader(request.headers.get("host") ?? new URL(request.url).host, allowedHostnames()).ok) {
      return failureResponse(ctx, new ApiFailure("forbidden_host"));
    }
    if (!isSameOrigin(request)) return failureResponse(ctx, new ApiFailure("forbidden_origin"));
    const refused = await authorize(ctx, request, "harness:read");
    if (refused) return refused;
    const principal = ctx.principal!;
    if (principal.kind !== "personal" || !principal.owner)
      return failureResponse(ctx, new ApiFailure("personal_key_required"));
    try {
      const response = await handler.fetch(request, {
        authInfo: {
          token: principal.prefix ?? "",
          clientId: principal.id,
          scopes: [...principal.scopes],
          extra: { principal },
        },
      });
      logRequest(ctx, response.status);
      return response;
    } catch (error) {
      return unexpectedResponse(ctx, error);
    }
  },
});
