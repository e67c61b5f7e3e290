// Writes the typed client's types from the served OpenAPI document: npm run api:types
// (tests/contract/harness-api-types.test.ts fails, naming this command, when they are out of date).
import { writeFileSync } from "node:fs";
import { apiTypesSource, API_TYPES_FILE } from "./api-types-source";

writeFileSync(API_TYPES_FILE, await apiTypesSource());
console.log(`Wrote ${API_TYPES_FILE}`);
