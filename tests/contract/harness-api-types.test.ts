import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { API_TYPES_FILE, apiTypesSource } from "@/scripts/api-types-source";

// The typed client's types are generated from the document; when the API changes they must be too.
test("the committed client types are what openapi-typescript generates from the document now", async () => {
  const committed = readFileSync(API_TYPES_FILE, "utf8");
  expect(committed === (await apiTypesSource()), `${API_TYPES_FILE} is out of date: run npm run api:types`).toBe(true);
});
