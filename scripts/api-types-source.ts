import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { openApiDocument } from "../lib/server/api/openapi";

export const API_TYPES_FILE = "tests/contract/harness-api-types.ts";

/** The TypeScript types openapi-typescript generates from the document, as the committed file holds them. */
export async function apiTypesSource(): Promise<string> {
  const document = JSON.parse(JSON.stringify(openApiDocument("http://localhost:3000"))) as OpenAPI3;
  const ast = await openapiTS(document, { alphabetize: false, exportType: true });
  return `// Generated from /api/openapi.json by \`npm run api:types\`; do not edit by hand.\n${astToString(ast)}`;
}
