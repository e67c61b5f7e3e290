import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { expect } from "vitest";
import { machinePathOf } from "@/lib/domain/api-routes";
import { openApiDocument } from "@/lib/server/api/openapi";
import { expectDefined } from "./defined";

// Every answer a test receives from a machine endpoint is checked against the served document
// (rules §6.2): its status must be documented for the operation, and its body must match the schema.
export const apiDocument = openApiDocument("http://test");

type Responses = Record<string, { content?: Record<string, unknown> }>;
type Operation = { responses: Responses };

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(apiDocument, "doc");
const compiled = new Map<string, ValidateFunction>();

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

function validator(ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
  return validate;
}

/** The document's schema for this answer, as a $ref; answers to methods a path does not take are the error schema. */
function schemaRefFor(path: string, method: string, response: Response): string | null {
  const status = response.status;
  const paths = apiDocument.paths as unknown as Record<string, Record<string, Operation>>;
  const template = machinePathOf(path) ?? path;
  const operation = paths[template]?.[method.toLowerCase()];
  if (!operation) {
    expect([404, 405], `${method} ${path} is not in the document, so only 404 or 405 may answer it`).toContain(status);
    return "doc#/components/schemas/ApiError";
  }
  const documented = expectDefined(
    operation.responses[String(status)],
    `the document to list ${status}, which ${method} ${path} answered`,
  );
  if (!documented.content) return null;
  if (!documented.content["application/json"]) return null;
  // An operation that documents an event stream beside JSON (MCP's 2025 era) may answer either.
  if (documented.content["text/event-stream"] && response.headers.get("content-type")?.startsWith("text/event-stream"))
    return null;
  return `doc#/${pointer("paths", template, method.toLowerCase(), "responses", String(status), "content", "application/json", "schema")}`;
}

/** Fails the test when the answer does not match the document. Reads a clone, so the caller can still read the body. */
export async function expectMatchesContract(request: Request, response: Response): Promise<void> {
  const { pathname } = new URL(request.url);
  const ref = schemaRefFor(pathname, request.method, response);
  const text = await response.clone().text();
  if (ref === null || request.method === "HEAD" || response.status === 304 || response.status === 204) return;
  expect(response.headers.get("content-type"), `${request.method} ${pathname} ${response.status} must be JSON`).toMatch(
    /^application\/json/,
  );
  const validate = validator(ref);
  const body: unknown = JSON.parse(text);
  const valid = validate(body);
  expect(
    valid,
    `${request.method} ${pathname} ${response.status} does not match the document: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`,
  ).toBe(true);
}
