import "server-only";
import { randomUUID } from "node:crypto";
import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { API_LIMITS } from "@/lib/server/api/schemas";
import { toInjectionResponse } from "@/lib/server/api/injection-response";
import type { Principal } from "@/lib/server/api-keys/authenticate";
import { submitDelegation } from "@/lib/server/harness/delegate";
import { getInjection } from "@/lib/server/harness/injection";
import { AppError } from "@/lib/server/errors";
import { listMyExperts } from "@/lib/server/marketplace/my-experts";

/** rules §13: a page of list_experts. */
export const MCP_PAGE_SIZE = 50;

type Owner = { principal: Principal & { owner: { id: string; email: string } } };

const reference = (what: string) => z.string().min(1).max(API_LIMITS.reference).describe(what);

/** The Experts the owner may use (rules §5): created and not deleted, or bought and published. */
async function usableExperts(ownerId: string) {
  return (await listMyExperts(ownerId)).filter((e) => !e.deleted && (e.kind === "created" || e.status === "published"));
}

const text = (value: string) => ({ type: "text" as const, text: value });
const toolError = (message: string) => ({ content: [text(message)], isError: true });

/**
 * The MCP server of one request (Streamable HTTP, stateless: every request gets its own instance,
 * acting as the personal key's owner). Business failures are tool results with isError, never
 * protocol errors, so the model reads the seed's sentence.
 */
export async function mcpServerFor({ principal }: Owner): Promise<McpServer> {
  const owner = principal.owner;
  const server = new McpServer({ name: "expert-studio", version: "1.0.0" });

  server.registerTool(
    "list_experts",
    {
      description:
        "The Experts you may use, 50 a page: their slug, name, description and whether others may delegate to them.",
      inputSchema: {
        query: z.string().max(200).optional().describe("Words to look for in the slug, name or description."),
        cursor: z.string().max(20).optional(),
      },
    },
    async ({ query, cursor }) => {
      const words = (query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const all = (await usableExperts(owner.id)).filter((e) =>
        words.every((w) => `${e.slug} ${e.name} ${e.description}`.toLowerCase().includes(w)),
      );
      const start = Math.max(0, Number.parseInt(cursor ?? "0", 10) || 0);
      const page = all
        .slice(start, start + MCP_PAGE_SIZE)
        .map((e) => ({ slug: e.slug, name: e.name, description: e.description, delegatable: e.delegatable }));
      const result = {
        experts: page,
        ...(start + MCP_PAGE_SIZE < all.length ? { nextCursor: String(start + MCP_PAGE_SIZE) } : {}),
      };
      return { content: [text(JSON.stringify(result))], structuredContent: result };
    },
  );

  server.registerTool(
    "get_injection",
    {
      description:
        "What a session of this Expert is given (SPEC §6): its tool surface, subagents, delegation roster and the rendered prompt.",
      inputSchema: {
        expert: reference("The Expert's slug or id."),
        message: z
          .string()
          .max(API_LIMITS.message)
          .optional()
          .describe("The user's message: its @-mentions join the roster."),
      },
    },
    async ({ expert, message }) => {
      try {
        const injection = await getInjection({ userRef: owner.id, expertRef: expert, message, activeUser: true });
        return { content: [text(injection.prompt)], structuredContent: toInjectionResponse(injection) };
      } catch (error) {
        if (error instanceof AppError) return toolError(error.message);
        throw error;
      }
    },
  );

  server.registerTool(
    "delegate",
    {
      description:
        "Ask another of your Experts to take a task. The answer is accepted with a delegation id, or the reason it was refused.",
      inputSchema: {
        from: reference("The delegating Expert's slug or id."),
        to: reference("The target Expert's slug or id."),
        input: z.string().max(API_LIMITS.input).regex(/\S/).describe("The task."),
        chain: z
          .array(reference("An Expert's slug or id."))
          .max(API_LIMITS.chain)
          .optional()
          .describe("The Experts that led here, oldest first, not including from."),
      },
    },
    async ({ from, to, input, chain }) => {
      if (!principal.scopes.has("harness:delegate"))
        return toolError("This key does not have the scope harness:delegate.");
      try {
        const { response: outcome } = await submitDelegation(
          { user: owner.id, from, to, input, chain },
          { requestId: randomUUID(), keyPrefix: principal.prefix },
        );
        if (outcome.status === "failed") return { ...toolError(outcome.error), structuredContent: outcome };
        return { content: [text(JSON.stringify(outcome))], structuredContent: outcome };
      } catch (error) {
        if (error instanceof AppError) return toolError(error.message);
        throw error;
      }
    },
  );

  for (const expert of await usableExperts(owner.id)) {
    server.registerPrompt(expert.slug, { description: expert.description || expert.name }, async () => {
      const injection = await getInjection({ userRef: owner.id, expertRef: expert.id, activeUser: true });
      return { description: expert.description, messages: [{ role: "user", content: text(injection.prompt) }] };
    });
  }
  return server;
}
