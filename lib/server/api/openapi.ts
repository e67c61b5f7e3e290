import "server-only";
import { API_LIMITS } from "./schemas";

const error = { type: "object", required: ["error"], properties: { error: { type: "string" } } };
const bearer = [{ harnessToken: [] }];
const errorResponses = {
  "400": { description: "Invalid JSON, a missing field, a field of the wrong type or past its limit; the sentence names the field (and the limit). Nothing is stored.", content: { "application/json": { schema: error } } },
  "401": { description: "Missing or wrong service token.", content: { "application/json": { schema: error } } },
  "403": { description: '"User is disabled." (checked right after "User not found."); nothing is logged.', content: { "application/json": { schema: error } } },
  "413": { description: '"Request body too large (limit 1 MB)", answered without reading the rest of the body.', content: { "application/json": { schema: error } } },
};
const str = { type: "string" };
const ref = { type: "string", minLength: 1, maxLength: API_LIMITS.reference };
const strList = { type: "array", items: str };

/** The OpenAPI document of the harness API (SPEC §6), served at /api/openapi.json. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Expert Studio harness API",
    version: "1.0.0",
    description: "What an agent session is given, and cross-Expert delegation requests. Experts are referenced by id or slug, users by id or email; null in an optional field counts as absent. Bodies are limited to 1 MB.",
  },
  components: {
    securitySchemes: { harnessToken: { type: "http", scheme: "bearer", description: "HARNESS_TOKEN" } },
  },
  paths: {
    "/api/harness/injection": {
      post: {
        summary: "The injection for a session: tool surface, subagents, roster and rendered prompt",
        description: "Built from the Expert's live version (its latest publication) for everyone, its owner included; an Expert never published gives its owner its draft. The owner may ask for the draft with \"version\": \"draft\"; for anyone else that is the usual 404.",
        security: bearer,
        requestBody: {
          required: true,
          content: { "application/json": { schema: { type: "object", required: ["expert", "user"], properties: { expert: ref, user: ref, message: { type: ["string", "null"], maxLength: API_LIMITS.message, description: "Only its first 50 distinct @-mentions are considered." }, version: { enum: ["draft", null], description: "\"draft\": the owner's unpublished draft instead of the live version." } } } } },
        },
        responses: {
          "200": {
            description: "The injection.",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    expert: { type: "object", properties: { id: str, slug: str, name: str } },
                    tools: { type: "array", items: { type: "object", properties: { name: str, layer: { enum: ["global", "preset", "own"] }, plugin: str } } },
                    toolReport: { type: "array", items: { type: "object", properties: { name: str, action: { enum: ["withdrawn", "would_withdraw", "not_restrictable", "not_visible"] }, message: str } } },
                    subagents: { type: "array", items: { type: "object", properties: { name: str, description: str, system_prompt: str, tools: strList, model: str, source: { enum: ["builtin", "expert"] } } } },
                    subagentReport: { type: "array", items: { type: "object", properties: { index: { type: ["integer", "null"] }, name: { type: ["string", "null"] }, source: str, status: { enum: ["kept", "dropped"] }, code: str, message: str, warnings: strList, tools: { type: "array", items: { type: "object", properties: { entry: {}, status: { enum: ["granted", "dropped"] }, code: str, matched: strList, suggestions: strList } } } } } },
                    builtins: { type: "array", items: { type: "object", properties: { name: str, enabled: { type: "boolean" } } } },
                    notes: strList,
                    roster: { type: "array", items: { type: "object", properties: { id: str, slug: str, name: str, brief: str } } },
                    mentionsIgnored: { type: "integer", minimum: 1, description: "Distinct mentions past the first 50, not considered; omitted when 0." },
                    rosterReport: { type: "array", items: { type: "object", properties: { ref: str, id: str, via: { enum: ["policy", "whitelist", "mention"] }, status: { enum: ["kept", "excluded"] }, code: str, message: str } } },
                    prompt: str,
                    tokens: { type: "integer" },
                  },
                },
              },
            },
          },
          ...errorResponses,
          "404": { description: '"User not found.", or "Expert not found or access denied." (identical for a missing Expert, one the user may not use, and "version": "draft" asked by anyone but its owner).', content: { "application/json": { schema: error } } },
        },
      },
    },
    "/api/agent-proxy/delegate": {
      post: {
        summary: "Submit a delegation request from one Expert to another",
        security: bearer,
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", required: ["user", "from", "to", "input"], properties: { user: ref, from: ref, to: ref, input: { type: "string", minLength: 1, maxLength: API_LIMITS.input }, chain: { type: ["array", "null"], items: ref, maxItems: API_LIMITS.chain, description: "The Experts that led here, oldest first, not including from." } } },
            },
          },
        },
        responses: {
          "200": {
            description: "Every business outcome, accepted or failed (self, cycle, depth limit, not found or access denied, not delegatable); each is logged.",
            content: {
              "application/json": {
                schema: {
                  oneOf: [
                    { type: "object", properties: { status: { const: "accepted" }, delegationId: str } },
                    { type: "object", properties: { status: { const: "failed" }, error: str } },
                  ],
                },
              },
            },
          },
          ...errorResponses,
          "404": { description: '"User not found."', content: { "application/json": { schema: error } } },
        },
      },
    },
  },
} as const;
