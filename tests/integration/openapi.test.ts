import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import { API_ERROR_CODES, API_ERROR_STATUS } from "@/lib/domain/api-contract";
import { MACHINE_ROUTES } from "@/lib/domain/api-routes";
import { DelegateRequestSchema, InjectionRequestSchema } from "@/lib/server/api/schemas";
import { apiDatabaseForFile, send } from "../support/api";
import { apiDocument, expectMatchesContract } from "../support/contract";
import { expectDefined } from "../support/defined";

// rules §6.2: the document is generated from the schemas, covers every machine endpoint, and is valid.
await apiDatabaseForFile();
const route = await import("@/app/api/openapi.json/route");

type Schema = {
  required?: string[];
  properties: Record<
    string,
    {
      maxLength?: number;
      maxItems?: number;
      items?: { maxLength: number };
      anyOf?: { maxLength?: number; maxItems?: number; items?: { maxLength: number } }[];
    }
  >;
};
type Operation = {
  operationId: string;
  tags: string[];
  responses: Record<string, { content?: Record<string, { schema: unknown; example?: unknown }> }>;
  requestBody?: { content: Record<string, { example?: unknown }> };
};
const doc = apiDocument as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
  servers: unknown[];
};
const schemaNamed = (name: string) => expectDefined(doc.components.schemas[name], `the schema ${name}`);

test("is a valid OpenAPI 3.1 document by a real validator", async () => {
  const result = await new Validator().validate(structuredClone(apiDocument) as never);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

test("GET /api/openapi.json serves it with this instance as its server", async () => {
  const res = await send(route.GET, new Request("http://studio.test/api/openapi.json"));
  expect(res.status).toBe(200);
  const served = await res.json();
  expect(served.servers).toEqual([{ url: "http://studio.test", description: "This instance" }]);
  expect(served.paths).toEqual(JSON.parse(JSON.stringify(apiDocument.paths)));
});

test("lists exactly the machine endpoints, each method with an operationId, tags and examples", () => {
  expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(MACHINE_ROUTES).sort());
  const ids = new Set<string>();
  for (const [path, methods] of Object.entries(MACHINE_ROUTES)) {
    const operations = Object.entries(expectDefined(doc.paths[path], `the path ${path}`)).filter(
      ([key]) => key !== "parameters",
    );
    expect(operations.map(([key]) => key).sort()).toEqual(methods.map((m) => m.toLowerCase()).sort());
    for (const [, operation] of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      ids.add(operation.operationId);
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(
        Object.values(expectDefined(operation.responses["200"], `the 200 answer of ${path}`).content ?? {}).some(
          (media) => media.example !== undefined,
        ),
        `${path} 200 example`,
      ).toBe(true);
    }
  }
  expect(ids.size).toBe(Object.values(MACHINE_ROUTES).flat().length);
});

test("every route file under app/api is a listed machine endpoint, the catch-all 404 or a browser-facing route", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    );
  const paths = files("app/api")
    .filter((f) => /route\.ts$/.test(f))
    .map(
      (f) =>
        `/${relative("app", f)
          .replace(/\/route\.ts$/, "")
          .replace(/\[(\w+)\]/g, "{$1}")}`,
    );
  const others = paths.filter((p) => !(p in MACHINE_ROUTES));
  expect(others.sort()).toEqual(["/api/[...path]", "/api/auth/[...nextauth]", "/api/auth/sign-up"]);
});

test("every error code is an enum value, documented under its own status", () => {
  const codeSchema = schemaNamed("ApiError").properties.code as unknown as { enum: string[] };
  expect(codeSchema.enum).toEqual(API_ERROR_CODES);
  const documented = new Map<string, Set<string>>();
  for (const operation of Object.values(doc.paths).flatMap((p) =>
    Object.entries(p)
      .filter(([key]) => key !== "parameters")
      .map(([, o]) => o),
  )) {
    for (const [status, response] of Object.entries(operation.responses)) {
      const schema = response.content?.["application/json"]?.schema as
        { allOf?: { properties?: { code?: { enum: string[] } } }[] } | undefined;
      for (const code of schema?.allOf?.[1]?.properties?.code?.enum ?? []) {
        expect(String(API_ERROR_STATUS[code as keyof typeof API_ERROR_STATUS])).toBe(status);
        documented.set(code, (documented.get(code) ?? new Set()).add(status));
      }
    }
  }
  // 405 and 404 are answered for any path, not by an operation.
  const elsewhere = ["not_found", "method_not_allowed"];
  expect(API_ERROR_CODES.filter((c) => !documented.has(c)).sort()).toEqual(elsewhere.sort());
});

test("the delegate answer is a union discriminated by status", () => {
  const schema = doc.components.schemas.DelegateResponse as unknown as {
    oneOf: unknown[];
    discriminator: { propertyName: string };
  };
  expect(schema.discriminator.propertyName).toBe("status");
  expect(schema.oneOf).toHaveLength(2);
  expect(schemaNamed("DelegationFailed").required?.sort()).toEqual(["code", "error", "status"]);
  expect(schemaNamed("InjectionResponse").required).toEqual(
    expect.arrayContaining(["expert", "tools", "subagents", "roster", "prompt", "tokens"]),
  );
});

test("every example validates against the schema beside it", () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema(apiDocument, "doc");
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods).filter(([key]) => key !== "parameters")) {
      const media = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(
          ([type, m]) => [`requestBody/content/${type}`, m] as const,
        ),
        ...Object.entries(operation.responses).flatMap(([status, r]) =>
          Object.entries(r.content ?? {}).map(([type, m]) => [`responses/${status}/content/${type}`, m] as const),
        ),
      ];
      for (const [where, m] of media) {
        if (m.example === undefined || where.includes("text~1plain") || where.includes("text/plain")) continue;
        const pointer = `paths/${path.replaceAll("/", "~1")}/${method}/${where.replaceAll(/content\/(.+)$/g, (_, t: string) => `content/${t.replaceAll("/", "~1")}`)}/schema`;
        const valid = ajv.validate({ $ref: `doc#/${pointer}` }, m.example);
        expect(valid, `${method} ${path} ${where}: ${ajv.errorsText()}`).toBe(true);
      }
    }
  }
});

describe("the request schemas as documented are the ones enforced", () => {
  const props = (name: string) => schemaNamed(name).properties;
  const enforced = (schema: { shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }> }) =>
    Object.entries(schema.shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([key]) => key);
  const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, body: object) =>
    schema.safeParse(body).success;
  const max = (p: Schema["properties"][string]) => p.maxLength ?? p.anyOf?.find((a) => a.maxLength)?.maxLength ?? 0;

  test("required fields", () => {
    expect(schemaNamed("InjectionRequest").required).toEqual(enforced(InjectionRequestSchema));
    expect(schemaNamed("DelegateRequest").required).toEqual(enforced(DelegateRequestSchema));
  });

  test("limits (rules §6.1)", () => {
    const okInjection = { expert: "e", user: "u" };
    for (const field of ["expert", "user", "message"]) {
      const limit = max(expectDefined(props("InjectionRequest")[field], `the field ${field}`));
      expect(limit).toBeGreaterThan(0);
      expect(accepts(InjectionRequestSchema, { ...okInjection, [field]: "a".repeat(limit) })).toBe(true);
      expect(accepts(InjectionRequestSchema, { ...okInjection, [field]: "a".repeat(limit + 1) })).toBe(false);
    }
    const okDelegate = { user: "u", from: "a", to: "b", input: "x" };
    for (const field of ["user", "from", "to", "input"]) {
      const limit = max(expectDefined(props("DelegateRequest")[field], `the field ${field}`));
      expect(accepts(DelegateRequestSchema, { ...okDelegate, [field]: "a".repeat(limit) })).toBe(true);
      expect(accepts(DelegateRequestSchema, { ...okDelegate, [field]: "a".repeat(limit + 1) })).toBe(false);
    }
    const chain = expectDefined(props("DelegateRequest").chain, "the field chain").anyOf!.find((a) => a.maxItems)!;
    const entries = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);
    expect(accepts(DelegateRequestSchema, { ...okDelegate, chain: entries(chain.maxItems!) })).toBe(true);
    expect(accepts(DelegateRequestSchema, { ...okDelegate, chain: entries(chain.maxItems! + 1) })).toBe(false);
    expect(accepts(DelegateRequestSchema, { ...okDelegate, chain: ["a".repeat(chain.items!.maxLength + 1)] })).toBe(
      false,
    );
  });

  test("the input rules the document states are the server's: a blank task and an empty chain entry are refused", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(apiDocument, "doc");
    const documented = (body: object) => ajv.validate({ $ref: "doc#/components/schemas/DelegateRequest" }, body);
    const okDelegate = { user: "u", from: "a", to: "b", input: "x" };
    for (const body of [
      okDelegate,
      { ...okDelegate, input: "   \n", chain: null },
      { ...okDelegate, chain: [""] },
      { ...okDelegate, chain: ["e_a"] },
      { ...okDelegate, input: "" },
    ]) {
      expect(documented(body), JSON.stringify(body)).toBe(accepts(DelegateRequestSchema, body));
    }
    expect(accepts(DelegateRequestSchema, { ...okDelegate, input: " \t\n" })).toBe(false);
    expect(accepts(DelegateRequestSchema, { ...okDelegate, chain: [""] })).toBe(false);
  });
});

describe("the contract check every API test runs (tests/support/contract.ts)", () => {
  const request = new Request("http://test/api/agent-proxy/delegate", { method: "POST" });
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  test("passes a documented answer", async () => {
    await expectMatchesContract(
      request,
      answer(200, { status: "failed", error: "Expert is not delegatable", code: "not_delegatable" }),
    );
  });

  test.each([
    ["a failed outcome without its code", 200, { status: "failed", error: "Expert is not delegatable" }],
    ["an unknown status value", 200, { status: "maybe" }],
    ["an error without a code", 404, { error: "User not found" }],
    ["an error whose code is not its status's", 404, { error: "User not found", code: "user_disabled" }],
    ["a status the operation does not document", 409, { error: "x", code: "internal" }],
  ])("fails %s", async (_label, status, body) => {
    await expect(expectMatchesContract(request, answer(status, body))).rejects.toThrow();
  });
});
