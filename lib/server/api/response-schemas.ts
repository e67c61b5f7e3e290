import "server-only";
import { z } from "zod";
import { API_ERROR_CODES, DELEGATE_FAILURE_CODES, GLOB_BUDGET_CODE } from "@/lib/domain/api-contract";
import { DELEGATION_STATUSES } from "@/lib/domain/delegation-run";
import { ROSTER_CODES } from "@/lib/domain/roster";
import { DROP_CODES } from "@/lib/domain/subagents/resolve-subagents";

/**
 * The answers of the machine API as schemas: the OpenAPI document is generated from them
 * (openapi.ts), and the answers are typed by them (injection-response.ts), so neither can drift.
 */

const TOOL_CODES = ["reserved_tool", "not_a_string", "glob_no_match", "unknown_tool", GLOB_BUDGET_CODE] as const;

export const InjectionResponseSchema = z.object({
  expert: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  tools: z
    .array(z.object({ name: z.string(), layer: z.enum(["global", "preset", "own"]), plugin: z.string().optional() }))
    .describe("The main agent's effective tool surface, with the layer each tool comes from."),
  toolReport: z
    .array(
      z.object({
        name: z.string(),
        action: z.enum(["withdrawn", "would_withdraw", "not_restrictable", "not_visible"]),
        message: z.string(),
      }),
    )
    .describe("The team guard's decisions."),
  subagents: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      system_prompt: z.string(),
      tools: z.array(z.string()),
      model: z.string(),
      source: z.enum(["builtin", "expert"]),
    }),
  ),
  subagentReport: z.array(
    z.object({
      index: z.int().nullable().describe("The spec's position in the Expert's authored list; null for builtins."),
      name: z.string().nullable(),
      source: z.enum(["builtin", "expert"]),
      status: z.enum(["kept", "dropped"]),
      code: z.enum(DROP_CODES).optional(),
      message: z.string(),
      warnings: z.array(z.string()),
      tools: z.array(
        z.object({
          entry: z.unknown().describe("The allowlist entry as authored (normally a string)."),
          status: z.enum(["granted", "dropped"]),
          code: z.enum(TOOL_CODES).optional(),
          matched: z.array(z.string()).optional(),
          suggestions: z.array(z.string()).optional(),
        }),
      ),
    }),
  ),
  builtins: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
  notes: z.array(z.string()),
  roster: z
    .array(z.object({ id: z.string(), slug: z.string(), name: z.string(), brief: z.string() }))
    .describe("The Experts the delegate tool offers."),
  rosterReport: z.array(
    z.object({
      ref: z
        .string()
        .describe(
          "The reference as written: the whitelist entry as stored, the mentioned slug as typed, or the Expert's id under policy all.",
        ),
      id: z.string().optional(),
      via: z.enum(["policy", "whitelist", "mention"]),
      status: z.enum(["kept", "excluded"]),
      code: z.enum(ROSTER_CODES).optional(),
      message: z.string(),
    }),
  ),
  mentionsIgnored: z
    .int()
    .min(1)
    .optional()
    .describe("Distinct mentions past the first 50, not considered; omitted when 0."),
  prompt: z.string().describe("The rendered text the model receives."),
  tokens: z.int().describe("An estimate of the prompt's size in tokens."),
});
export type InjectionResponse = z.output<typeof InjectionResponseSchema>;

export const DelegationAcceptedSchema = z.object({ status: z.literal("accepted"), delegationId: z.string() });
export const DelegationFailedSchema = z.object({
  status: z.literal("failed"),
  error: z.string().describe("SPEC §6's sentence, byte for byte."),
  code: z.enum(DELEGATE_FAILURE_CODES),
});
export const DelegateResponseSchema = z.discriminatedUnion("status", [
  DelegationAcceptedSchema,
  DelegationFailedSchema,
]);

export const DelegationStateSchema = z.object({
  id: z.string(),
  status: z
    .enum(DELEGATION_STATUSES)
    .describe("accepted (not yet reported), running, or final: completed, failed (a refused request is failed too)."),
  from: z.string(),
  to: z.string(),
  createdAt: z.string().describe("ISO 8601."),
  updatedAt: z.string().describe("ISO 8601: the last report, or the creation."),
  output: z.string().optional().describe("The first 4,000 characters the runtime reported."),
  error: z.string().optional(),
});

export const ApiErrorSchema = z.object({
  error: z.string().describe("A sentence for people and models; the ones of SPEC §6 are fixed byte for byte."),
  code: z.enum(API_ERROR_CODES).describe("One stable value per cause, for programs."),
  field: z.string().optional().describe("The request field (or header) at fault, when there is one."),
});

const Database = z.object({ engine: z.enum(["sqlite", "postgresql"]), ok: z.boolean(), ms: z.int().optional() });
export const HealthSchema = z.object({ status: z.literal("ok"), database: Database });
export const HealthUnavailableSchema = ApiErrorSchema.extend({ status: z.literal("unavailable"), database: Database });
