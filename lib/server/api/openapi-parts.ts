import "server-only";
import { API_ERROR_STATUS, API_SENTENCES, SEED_SENTENCES, type ApiErrorCode } from "@/lib/domain/api-contract";

const STATUS_TEXT: Record<number, string> = {
  400: "The request is not valid: not JSON, not UTF-8, or a field missing, of the wrong type or past its limit (the sentence names the field and the limit, `field` names it too). For an evaluation run, also a case naming a subagent or Expert that does not exist, or the model judge without a model provider. Nothing is stored.",
  401: "No credential, or a key that is wrong, revoked, expired or malformed: one answer for all (`WWW-Authenticate: Bearer`).",
  403: "The user (or the key's owner) is disabled, the key lacks the endpoint's scope, or a personal key names another user; nothing is logged.",
  404: "The user does not exist (checked first), or the Expert does not exist or the user may not use it: one sentence for both, never revealing which.",
  413: "The body is over 1 MB; answered without reading the rest.",
  415: "The body is not sent as JSON (`Content-Type: application/json`).",
  409: "The delegation has already ended (completed or failed, or it was refused): its outcome cannot change.",
  422: "The Idempotency-Key was already used with another body.",
  429: "The key is past its rate (API_KEY_RATE_LIMIT); retry after `Retry-After` seconds.",
  499: "The client closed the connection before its turn came: nothing was done and nothing logged. The client never reads this answer; it is documented for logs and proxies.",
  502: "The model provider behind the model judge failed (refused the key, timed out, answered badly); the sentence gives its reason. Nothing was stored.",
  500: "An unexpected failure, logged with the request id; nothing was changed.",
  503: "The database did not answer in time (locked, unreachable, out of connections); logged with the request id. Retry after `Retry-After` seconds.",
};

const HEADERS: Partial<Record<number, Record<string, { description: string; schema: { type: string } }>>> = {
  401: { "WWW-Authenticate": { description: 'Always `Bearer realm="harness"`.', schema: { type: "string" } } },
  429: { "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "string" } } },
  503: { "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "string" } } },
};

/** The error answers of an operation, one per status, each naming the codes it may carry. */
export function errorResponses(codes: ApiErrorCode[]) {
  const byStatus = new Map<number, [ApiErrorCode, ...ApiErrorCode[]]>();
  for (const code of codes) {
    const listed = byStatus.get(API_ERROR_STATUS[code]);
    if (listed) listed.push(code);
    else byStatus.set(API_ERROR_STATUS[code], [code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) => [
        String(status),
        {
          description: `${STATUS_TEXT[status]} Codes: ${statusCodes.map((c) => `\`${c}\``).join(", ")}.`,
          ...(HEADERS[status] ? { headers: HEADERS[status] } : {}),
          content: {
            "application/json": {
              schema: {
                allOf: [
                  { $ref: "#/components/schemas/ApiError" },
                  { type: "object", properties: { code: { enum: statusCodes } } },
                ],
              },
              example: exampleError(statusCodes[0]),
            },
          },
        },
      ]),
  );
}

// The example answer of a code whose sentence names a field or a figure (the others show their fixed sentence).
const FIELD_EXAMPLES: Partial<Record<ApiErrorCode, { error: string; field: string }>> = {
  invalid_field: { error: 'Field "user" is required (a user id or email).', field: "user" },
  field_too_long: { error: 'Field "message" must be at most 100,000 characters (the message).', field: "message" },
  model_provider_failed: {
    error: "The model provider did not answer within 60000 ms. Check that the model server is running.",
    field: "judge",
  },
  unknown_target: { error: 'Case 3 expects the subagent "ghost", which does not exist', field: "cases.2.expect" },
  invalid_header: {
    error: 'Header "Idempotency-Key" must be 1 to 200 printable ASCII characters.',
    field: "Idempotency-Key",
  },
};

function exampleError(code: ApiErrorCode) {
  const example = FIELD_EXAMPLES[code];
  if (example) return { error: example.error, code, field: example.field };
  return { error: (API_SENTENCES as Partial<Record<ApiErrorCode, string>>)[code] ?? code, code };
}

/** One example request and answer per operation (checked against their schemas in the tests). */
export function operationExamples() {
  return {
    injectionRequest: {
      expert: "sql-analyst",
      user: "bob@example.com",
      message: "Ask @contract-review whether clause 4 is standard.",
    },
    injectionResponse: {
      expert: { id: "e_sql", slug: "sql-analyst", name: "SQL Analyst" },
      tools: [
        { name: "read_file", layer: "global" },
        { name: "github_search", layer: "preset", plugin: "github" },
      ],
      toolReport: [],
      subagents: [
        {
          name: "query-writer",
          description: "Writes SQL for a question.",
          system_prompt: "You write SQL.",
          tools: ["read_file"],
          model: "inherit",
          source: "expert",
        },
      ],
      subagentReport: [
        {
          index: 0,
          name: "query-writer",
          source: "expert",
          status: "kept",
          message: "Kept with 1 tool.",
          warnings: [],
          tools: [{ entry: "read_file", status: "granted", matched: ["read_file"] }],
        },
      ],
      builtins: [{ name: "fixer", enabled: true }],
      notes: [],
      roster: [
        {
          id: "e_contract",
          slug: "contract-review",
          name: "Contract Review",
          brief: "Reviews contracts clause by clause.",
        },
      ],
      rosterReport: [
        {
          ref: "contract-review",
          id: "e_contract",
          via: "mention",
          status: "kept",
          message: "Mentioned in the message.",
        },
      ],
      prompt: "…",
      tokens: 412,
    },
    evaluationRequest: {
      expert: "sql-analyst",
      version: "draft",
      cases: [
        { message: "Write the SQL for last month's revenue", expect: { subagent: "query_writer" } },
        { message: "What's the weather?", expect: { none: true } },
      ],
    },
    evaluationResponse: {
      expert: { id: "e_sql", slug: "sql-analyst", name: "SQL Analyst" },
      version: "draft",
      judge: "lexical",
      accuracy: 1,
      totals: {
        cases: 2,
        passed: 2,
        failed: 0,
        wrong: 0,
        missed: 0,
        falseAlarm: 0,
        perTarget: [{ target: "subagent:query_writer", expected: 1, chosen: 1, correct: 1, recall: 1, precision: 1 }],
        confusion: {
          labels: ["subagent:query_writer", "none"],
          counts: [
            [1, 0],
            [0, 1],
          ],
        },
      },
      cases: [
        {
          message: "Write the SQL for last month's revenue",
          expect: { subagent: "query_writer" },
          chosen: { subagent: "query_writer" },
          pass: true,
          scores: [{ target: "subagent:query_writer", score: 4.2, matchedTerms: ["sql"] }],
        },
        { message: "What's the weather?", expect: { none: true }, chosen: { none: true }, pass: true, scores: [] },
      ],
    },
    delegateRequest: {
      user: "bob@example.com",
      from: "sql-analyst",
      to: "contract-review",
      input: "Is clause 4 of the attached NDA standard?",
      chain: [],
    },
    delegateResponse: { status: "failed", error: SEED_SENTENCES.not_delegatable, code: "not_delegatable" },
    delegationState: {
      id: "d0mic1x3k0001a1b2c3d4e5f6a7b8",
      status: "completed",
      from: "sql-analyst",
      to: "contract-review",
      createdAt: "2026-12-01T10:00:00.000Z",
      updatedAt: "2026-12-01T10:00:42.000Z",
      output: "Clause 4 is standard.",
    },
  };
}
