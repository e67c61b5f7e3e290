import { expect, test } from "vitest";
import { API_ERROR_STATUS, API_SENTENCES, unknownTargetSentence } from "../api-contract";

// rules §16's words a machine client receives, pinned byte for byte (lib/domain/api-contract.ts).
test("the evaluation endpoint's codes and sentences", () => {
  expect(API_ERROR_STATUS.unknown_target).toBe(400);
  expect(API_ERROR_STATUS.judge_unavailable).toBe(400);
  expect(API_SENTENCES.judge_unavailable).toBe(
    "The model judge needs a model provider, and no model provider is configured. Set MODEL_PROVIDER or use the lexical judge.",
  );
  expect(unknownTargetSentence(3, "subagent", "ghost")).toBe(
    'Case 3 expects the subagent "ghost", which does not exist',
  );
  expect(unknownTargetSentence(1, "delegate", "nobody")).toBe(
    'Case 1 expects the Expert "nobody", which does not exist',
  );
});
