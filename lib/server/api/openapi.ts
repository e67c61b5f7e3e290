import "server-only";
import { z } from "zod";
import type { ApiErrorCode } from "@/lib/domain/api-contract";
import { EvaluationRequestSchema, EvaluationResponseSchema } from "@/lib/server/evaluations/api-schemas";
import { DelegateRequestSchema, DelegationReportSchema, InjectionRequestSchema } from "./schemas";
import { errorResponses, operationExamples } from "./openapi-parts";
import {
  ApiErrorSchema,
  DelegationAcceptedSchema,
  DelegationFailedSchema,
  DelegationStateSchema,
  HealthSchema,
  HealthUnavailableSchema,
  InjectionResponseSchema,
} from "./response-schemas";

/**
 * The OpenAPI document of the machine API (rules §6.2), generated from the zod schemas that validate
 * the requests and type the answers: zod 4's own JSON Schema output (draft 2020-12, which OpenAPI 3.1
 * uses), so there is no second copy of a shape and no generator to keep in step with zod.
 */
const component = (schema: z.ZodType, io: "input" | "output") => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as Record<string, unknown>;
  return json;
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (name: string, example?: unknown) => ({
  "application/json": { schema: ref(name), ...(example === undefined ? {} : { example }) },
});

const schemas = () => ({
  InjectionRequest: component(InjectionRequestSchema, "input"),
  InjectionResponse: component(InjectionResponseSchema, "output"),
  DelegateRequest: component(DelegateRequestSchema, "input"),
  DelegationAccepted: component(DelegationAcceptedSchema, "output"),
  DelegationFailed: component(DelegationFailedSchema, "output"),
  DelegationReport: component(DelegationReportSchema, "input"),
  DelegationState: component(DelegationStateSchema, "output"),
  // By reference, so that generated clients get a union they can narrow on `status`.
  DelegateResponse: {
    oneOf: [ref("DelegationAccepted"), ref("DelegationFailed")],
    discriminator: {
      propertyName: "status",
      mapping: { accepted: "#/components/schemas/DelegationAccepted", failed: "#/components/schemas/DelegationFailed" },
    },
  },
  EvaluationRequest: component(EvaluationRequestSchema, "input"),
  EvaluationResponse: component(EvaluationResponseSchema, "output"),
  ApiError: component(ApiErrorSchema, "output"),
  Health: component(HealthSchema, "output"),
  HealthUnavailable: component(HealthUnavailableSchema, "output"),
});

// The codes each operation may answer besides 200, by status (rules §6, §6.1, §6.2).
const HARNESS_CODES: ApiErrorCode[] = [
  "invalid_json",
  "invalid_body",
  "invalid_field",
  "field_too_long",
  "invalid_encoding",
  "unauthorized",
  "user_disabled",
  "forbidden_scope",
  "key_user_mismatch",
  "user_not_found",
  "body_too_large",
  "unsupported_media_type",
  "rate_limited",
  "client_closed_request",
  "internal",
  "unavailable",
];
const INJECTION_CODES: ApiErrorCode[] = [...HARNESS_CODES, "expert_not_found_or_denied"];
const EVALUATION_CODES: ApiErrorCode[] = [
  ...INJECTION_CODES,
  "unknown_target",
  "judge_unavailable",
  "model_provider_failed",
];
const DELEGATE_CODES: ApiErrorCode[] = [...HARNESS_CODES, "invalid_header", "idempotency_key_reused"];

const bearer = [{ bearerToken: [] }];
const slugParameter = {
  name: "slug",
  in: "path",
  required: true,
  schema: { type: "string" },
  description: "The Expert's slug.",
};

export function openApiDocument(serverUrl: string) {
  const examples = operationExamples();
  return {
    openapi: "3.1.0",
    info: {
      title: "Expert Studio harness API",
      version: "2.0.0",
      description:
        "What an agent session is given, and cross-Expert delegation requests. Experts are referenced by id or slug, users by id or email; null in an optional field counts as absent. Bodies are JSON (Content-Type: application/json, UTF-8) of at most 1 MB. Every answer that is not 2xx has the body ApiError, `{ error, code, field? }`; a method a path does not take is answered 405 with `Allow`, an unknown path under /api/ 404 `not_found`. A client's own X-Request-Id (1–128 of [A-Za-z0-9._-]) is echoed; otherwise one is made.",
    },
    servers: [{ url: serverUrl, description: "This instance" }],
    tags: [
      { name: "harness", description: "What a session is given, and delegation between Experts." },
      { name: "operations", description: "Health, metrics and this document." },
      { name: "a2a", description: "Experts as A2A agents: Agent Cards and the JSON-RPC binding." },
    ],
    components: {
      securitySchemes: {
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description:
            "An API key (esk_…): a personal key acts only as its owner, a runtime key for the user a request names; each has scopes (harness:read, harness:delegate, metrics:read). HARNESS_TOKEN is the bootstrap runtime key with every scope.",
        },
      },
      schemas: schemas(),
    },
    paths: {
      "/api/harness/injection": {
        post: {
          operationId: "getInjection",
          tags: ["harness"],
          summary: "The injection for a session: tool surface, subagents, roster and rendered prompt",
          description:
            "Built from the Expert's live version (its latest publication) for everyone, its owner included; an Expert never published gives its owner its draft. The answer carries `Cache-Control: no-store` and an `ETag`; send it back as `If-None-Match` to get 304 when nothing changed.",
          security: bearer,
          "x-required-scope": "harness:read",
          parameters: [
            {
              name: "If-None-Match",
              in: "header",
              required: false,
              schema: { type: "string" },
              description: "An ETag of an earlier answer: 304 without a body when it still matches.",
            },
          ],
          requestBody: { required: true, content: jsonContent("InjectionRequest", examples.injectionRequest) },
          responses: {
            "200": {
              description: "The injection.",
              headers: { ETag: { schema: { type: "string" } } },
              content: jsonContent("InjectionResponse", examples.injectionResponse),
            },
            "304": { description: "The answer has not changed since the ETag sent in If-None-Match; no body." },
            ...errorResponses(INJECTION_CODES),
          },
        },
      },
      "/api/harness/evaluations": {
        post: {
          operationId: "runEvaluation",
          tags: ["harness"],
          summary: "Run an Expert's evaluation set and get its routing accuracy (SPEC §16)",
          description:
            "Each case's message is judged on the version asked for (what runtimes get by default; the draft or a numbered version for the Expert's owner only) with the injection that user would get. The lexical judge picks the best kept subagent or offered roster entry by the §11 ranking when its score reaches the floor (1), else none. Inline `cases` replace the stored set for this run. A case naming a subagent or Expert that does not exist is 400 `unknown_target`; the model judge without a model provider is 400 `judge_unavailable`. The model judge asks the configured model (SPEC §15) once per case, with the rendered prompt as system text and the main agent's tools (Task, delegate and its surface) offered, and reads its first tool call; nothing is executed, and a provider's failure is 502 `model_provider_failed` with the provider's reason. Every run is stored.",
          security: bearer,
          "x-required-scope": "harness:read",
          requestBody: { required: true, content: jsonContent("EvaluationRequest", examples.evaluationRequest) },
          responses: {
            "200": {
              description: "The run: accuracy (0 to 1), totals and each case.",
              content: jsonContent("EvaluationResponse", examples.evaluationResponse),
            },
            ...errorResponses(EVALUATION_CODES),
          },
        },
      },
      "/api/agent-proxy/delegate": {
        post: {
          operationId: "delegate",
          tags: ["harness"],
          summary: "Submit a delegation request from one Expert to another",
          description:
            "Every business outcome is 200, accepted or failed (narrow on `status`), and is logged. With an `Idempotency-Key`, the same key and body within 24 hours get the first answer again and add no log row (also while the first is still running, or after its client left); the same key with another body gets 422.",
          security: bearer,
          "x-required-scope": "harness:delegate",
          parameters: [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              schema: { type: "string", minLength: 1, maxLength: 200, pattern: "^[\\x20-\\x7e]+$" },
              description: "1–200 printable ASCII characters, chosen by the caller per request.",
            },
          ],
          requestBody: { required: true, content: jsonContent("DelegateRequest", examples.delegateRequest) },
          responses: {
            "200": {
              description:
                "The outcome: accepted with the delegation's id, or failed with SPEC §6's sentence and its code.",
              content: jsonContent("DelegateResponse", examples.delegateResponse),
            },
            ...errorResponses(DELEGATE_CODES),
          },
        },
      },
      "/api/agent-proxy/delegations/{id}": {
        parameters: [
          {
            name: "id",
            in: "path",
            required: true,
            schema: { type: "string" },
            description: "The delegationId an accepted delegation was answered with.",
          },
        ],
        get: {
          operationId: "getDelegation",
          tags: ["harness"],
          summary: "A delegation's state: accepted, running, completed or failed, with the run's output",
          description:
            "A personal key reads its owner's delegations only; a runtime key any. Anything else is 404 `delegation_not_found`.",
          security: bearer,
          "x-required-scope": "harness:read",
          responses: {
            "200": {
              description: "The delegation's state.",
              content: jsonContent("DelegationState", examples.delegationState),
            },
            ...errorResponses([
              "unauthorized",
              "user_disabled",
              "forbidden_scope",
              "delegation_not_found",
              "rate_limited",
              "internal",
              "unavailable",
            ]),
          },
        },
        post: {
          operationId: "reportDelegation",
          tags: ["harness"],
          summary: "Report how an accepted delegation's run went",
          description:
            "accepted → running → completed | failed. A final state is final: a later report (or one on a refused request) is 409 `delegation_final`. The first 4,000 characters of `output` are kept.",
          security: bearer,
          "x-required-scope": "harness:delegate",
          requestBody: {
            required: true,
            content: jsonContent("DelegationReport", { status: "completed", output: "Clause 4 is standard." }),
          },
          responses: {
            "200": {
              description: "The delegation's state after the report.",
              content: jsonContent("DelegationState", examples.delegationState),
            },
            ...errorResponses([...HARNESS_CODES, "delegation_not_found", "delegation_final"]),
          },
        },
      },
      "/api/health": {
        get: {
          operationId: "getHealth",
          tags: ["operations"],
          summary: "Whether this instance's database answers",
          responses: {
            "200": {
              description: "The database answers.",
              content: jsonContent("Health", { status: "ok", database: { engine: "sqlite", ok: true, ms: 1 } }),
            },
            "503": {
              description: "The database does not answer (`unavailable`); retry after `Retry-After` seconds.",
              content: jsonContent("HealthUnavailable"),
            },
          },
        },
      },
      "/api/metrics": {
        get: {
          operationId: "getMetrics",
          tags: ["operations"],
          summary: "This instance's Prometheus metrics",
          security: bearer,
          "x-required-scope": "metrics:read",
          responses: {
            "200": {
              description: "Prometheus text format.",
              content: {
                "text/plain": {
                  schema: { type: "string" },
                  example: 'expert_studio_http_requests_total{route="POST /api/harness/injection",status="200"} 1\n',
                },
              },
            },
            ...errorResponses(["unauthorized", "user_disabled", "forbidden_scope", "rate_limited", "internal"]),
          },
        },
      },
      "/api/mcp": {
        post: {
          operationId: "mcp",
          tags: ["harness"],
          summary:
            "The MCP server (Streamable HTTP, stateless): tools list_experts, get_injection, delegate, and one prompt per Expert",
          description:
            "For a personal key, acting as its owner (a runtime key is 403 `personal_key_required`). Speaks the current stateless MCP revision and the 2025 `initialize` handshake (served statelessly), through the official SDK; the body and answer are JSON-RPC 2.0. A failed delegation is a tool result with `isError`, never a protocol error.",
          security: bearer,
          "x-required-scope": "harness:read",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { type: "object", description: "A JSON-RPC 2.0 request or notification." },
                example: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
              },
            },
          },
          responses: {
            "200": {
              description: "A JSON-RPC 2.0 answer: JSON in the current revision, an event stream in the 2025 era.",
              content: {
                "application/json": {
                  schema: { type: "object" },
                  example: { jsonrpc: "2.0", id: 1, result: { tools: [] } },
                },
                "text/event-stream": { schema: { type: "string" } },
              },
            },
            "202": { description: "A notification was accepted; no body." },
            ...errorResponses([
              "unauthorized",
              "user_disabled",
              "forbidden_scope",
              "personal_key_required",
              "forbidden_origin",
              "forbidden_host",
              "rate_limited",
              "internal",
              "unavailable",
            ]),
          },
        },
      },
      "/api/a2a/{slug}": {
        parameters: [slugParameter],
        post: {
          operationId: "callAgent",
          tags: ["a2a"],
          summary:
            "An Expert's A2A agent (JSON-RPC binding): SendMessage delegates to it, GetTask reads the delegation",
          description:
            "A2A 1.0 through the official SDK (`A2A-Version: 1.0`); without the header, or with 0.3, the v0.3 methods (`message/send`, `tasks/get`). SendMessage: the message's text parts are the task, its metadata names `from` (required), `chain` and, for a runtime key, `user`; the SPEC §6 check runs with this Expert as `to`. Accepted → a Task in the submitted state whose id is the delegation id; refused → a Task in the failed state whose status message is the §6 sentence (code in its metadata). GetTask follows the delegation's reported state (§14). Protocol errors are JSON-RPC errors; the refusals every machine endpoint shares keep their status and code.",
          security: bearer,
          "x-required-scope": "harness:delegate",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { type: "object", description: "A JSON-RPC 2.0 request." },
                example: {
                  jsonrpc: "2.0",
                  id: 1,
                  method: "SendMessage",
                  params: {
                    message: {
                      messageId: "m1",
                      role: "ROLE_USER",
                      parts: [{ text: "Is clause 4 standard?" }],
                      metadata: { from: "sql-analyst" },
                    },
                  },
                },
              },
            },
          },
          responses: {
            "200": {
              description: "A JSON-RPC 2.0 answer: a result (a Task) or a JSON-RPC error.",
              content: {
                "application/json": {
                  schema: { type: "object" },
                  example: {
                    jsonrpc: "2.0",
                    id: 1,
                    result: {
                      task: {
                        id: "d0mic1x3k0001a1b2c3d4e5f6a7b8",
                        contextId: "d0mic1x3k0001a1b2c3d4e5f6a7b8",
                        status: { state: "TASK_STATE_SUBMITTED" },
                      },
                    },
                  },
                },
              },
            },
            ...errorResponses([...HARNESS_CODES]),
          },
        },
      },
      "/api/a2a/{slug}/.well-known/agent-card.json": {
        parameters: [slugParameter],
        get: {
          operationId: "getAgentCard",
          tags: ["a2a"],
          summary: "The A2A Agent Card of a published, delegatable Expert",
          description:
            "Public, with `ETag` and `Cache-Control`. Any other slug (unknown, draft, deleted or not delegatable) is the same 404.",
          responses: {
            "200": {
              description: "The Agent Card (A2A 1.0, proto JSON).",
              content: {
                "application/json": {
                  schema: { type: "object" },
                  example: {
                    name: "Contract Review",
                    description: "Reviews contracts clause by clause.",
                    version: "3",
                    supportedInterfaces: [
                      {
                        url: "https://studio.example/api/a2a/contract-review",
                        protocolBinding: "JSONRPC",
                        protocolVersion: "1.0",
                      },
                    ],
                  },
                },
              },
            },
            "304": { description: "The card has not changed since the ETag sent in If-None-Match; no body." },
            ...errorResponses(["expert_not_found_or_denied", "internal", "unavailable"]),
          },
        },
      },
      "/api/openapi.json": {
        get: {
          operationId: "getOpenApiDocument",
          tags: ["operations"],
          summary: "This document",
          responses: {
            "200": {
              description: "The OpenAPI 3.1 document.",
              content: { "application/json": { schema: { type: "object" }, example: { openapi: "3.1.0" } } },
            },
          },
        },
      },
    },
  };
}
