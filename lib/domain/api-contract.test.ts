import { expect, test } from "vitest";
import {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  API_SENTENCES,
  GLOB_BUDGET_CODE,
  SEED_SENTENCES,
  delegationCycleSentence,
  depthLimitSentence,
  globBudgetSentence,
  methodNotAllowedSentence,
  unknownTargetSentence,
} from "./api-contract";

// The words machine clients receive, written out here byte for byte: a change to the table must
// change this test too, on purpose (rules §6.2: never reworded without an issue asking for it).
test.each([
  [SEED_SENTENCES.user_not_found, "User not found"],
  [SEED_SENTENCES.user_disabled, "User is disabled"],
  [SEED_SENTENCES.expert_not_found_or_denied, "Expert not found or access denied"],
  [SEED_SENTENCES.not_delegatable, "Expert is not delegatable"],
  [SEED_SENTENCES.self_delegation, "An Expert cannot delegate to itself"],
  [delegationCycleSentence(["a", "b", "a"]), "Delegation cycle: a → b → a"],
  [depthLimitSentence(3), "Delegation depth limit (3) reached"],
])("the seed's sentence %j", (actual, expected) => {
  expect(Buffer.from(actual, "utf8").equals(Buffer.from(expected, "utf8"))).toBe(true);
});

test.each(
  Object.entries({
    key_user_mismatch: "This key acts only for its owner",
    personal_key_required: "The MCP server acts as a person: connect it with a personal API key (Settings → API keys).",
    forbidden_origin: "This endpoint does not take requests from another site's pages.",
    forbidden_host: "This endpoint answers only on this app's own host name.",
    invalid_json: "The request body is not valid JSON.",
    invalid_body: "The request body must be a JSON object.",
    invalid_encoding: "The request body is not valid UTF-8.",
    unauthorized: "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>.",
    not_found: "No such endpoint. The harness API is described at /api/openapi.json.",
    delegation_not_found: "Delegation not found",
    delegation_final: "This delegation has already ended; its outcome cannot change.",
    body_too_large: "Request body too large (limit 1 MB)",
    unsupported_media_type: "Send the request body as JSON, with Content-Type: application/json.",
    idempotency_key_reused:
      "This Idempotency-Key was already used with a different request body. Use a new key for a new request.",
    client_closed_request: "The client closed the request before it was served.",
    internal: "Something went wrong on the server; nothing was changed. Try again.",
    unavailable: "The database is not answering. Try again shortly.",
    judge_unavailable:
      "The model judge needs a model provider, and no model provider is configured. Set MODEL_PROVIDER or use the lexical judge.",
  }),
)("the %s sentence", (code, expected) => {
  expect(API_SENTENCES[code as keyof typeof API_SENTENCES]).toBe(expected);
});

test("an evaluation case naming a target that does not exist says which case and which name", () => {
  expect(unknownTargetSentence(3, "subagent", "ghost")).toBe(
    'Case 3 expects the subagent "ghost", which does not exist',
  );
  expect(unknownTargetSentence(1, "delegate", "nobody")).toBe(
    'Case 1 expects the Expert "nobody", which does not exist',
  );
});

test("a glob left unexpanded by the work budget has its code and a note with both counts", () => {
  expect(GLOB_BUDGET_CODE).toBe("glob_budget");
  expect(globBudgetSentence(40_000, 1_000_000)).toBe(
    "40,000 glob tool entries were not expanded: one resolution compares at most 1,000,000 glob and tool-name pairs, and the entries before them used them up.",
  );
  expect(globBudgetSentence(1, 1_000_000)).toBe(
    "1 glob tool entry was not expanded: one resolution compares at most 1,000,000 glob and tool-name pairs, and the entries before them used them up.",
  );
});

test("the 405 sentence names the method and what the path takes", () => {
  expect(methodNotAllowedSentence("TRACE", "/api/health", ["GET", "HEAD", "OPTIONS"])).toBe(
    "Method TRACE is not allowed on /api/health; it takes GET, HEAD, OPTIONS.",
  );
});

test("codes are snake_case, each with one status, and the seed's sentences keep their code's name", () => {
  for (const code of API_ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  expect(API_ERROR_STATUS.user_not_found).toBe(404);
  expect(API_ERROR_STATUS.user_disabled).toBe(403);
  expect(API_ERROR_STATUS.expert_not_found_or_denied).toBe(404);
  expect(API_SENTENCES.user_not_found).toBe(SEED_SENTENCES.user_not_found);
});
