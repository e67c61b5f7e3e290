import "server-only";
import { AgentCard, A2A_PROTOCOL_VERSION } from "@a2a-js/sdk";
import { readAgentCardSource } from "@/lib/server/harness/agent-card-source";

export const A2A_TEXT = "text/plain";

/** The path an Expert's A2A endpoint answers on; its card is under it at `.well-known/agent-card.json`. */
export const a2aPath = (slug: string) => `/api/a2a/${encodeURIComponent(slug)}`;

/** The Agent Card of the Expert with this slug, or null for one that has none (rules §13). */
export async function readAgentCard(slug: string, origin: string): Promise<AgentCard | null> {
  const source = await readAgentCardSource(slug);
  return source && agentCardOf({ ...source, url: `${origin}${a2aPath(source.slug)}` });
}

type CardInput = {
  slug: string;
  name: string;
  description: string;
  version: number;
  skills: { name: string; description: string }[];
  url: string;
};

export function agentCardOf(input: CardInput): AgentCard {
  return {
    name: input.name,
    description: input.description,
    supportedInterfaces: [
      { url: input.url, protocolBinding: "JSONRPC", tenant: "", protocolVersion: A2A_PROTOCOL_VERSION },
    ],
    provider: undefined,
    version: String(input.version),
    capabilities: { streaming: false, pushNotifications: false, extensions: [], extendedAgentCard: false },
    securitySchemes: {
      bearer: {
        scheme: {
          $case: "httpAuthSecurityScheme",
          value: {
            description: "An API key with the scope harness:delegate (Settings → API keys).",
            scheme: "Bearer",
            bearerFormat: "esk_…",
          },
        },
      },
    },
    securityRequirements: [{ schemes: { bearer: { list: [] } } }],
    defaultInputModes: [A2A_TEXT],
    defaultOutputModes: [A2A_TEXT],
    skills: input.skills.map((skill) => ({
      id: `${input.slug}.${skill.name}`,
      name: skill.name,
      description: skill.description,
      tags: ["subagent"],
      examples: [],
      inputModes: [A2A_TEXT],
      outputModes: [A2A_TEXT],
      securityRequirements: [],
    })),
    signatures: [],
  };
}

/** The card as the protocol's JSON (proto3 JSON names and enum spellings). */
export const agentCardJson = (card: AgentCard) => AgentCard.toJSON(card);
