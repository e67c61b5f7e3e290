import { describe, expect, test } from "vitest";
import { GET } from "@/app/api/openapi.json/route";
import { DelegateRequestSchema, InjectionRequestSchema } from "@/lib/server/api/schemas";

describe("GET /api/openapi.json", () => {
  test("documents both harness endpoints with their bearer token and error answers", async () => {
    const response = GET();
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(["/api/harness/injection", "/api/agent-proxy/delegate"]);
    for (const path of Object.values(doc.paths) as { post: { security: unknown; responses: Record<string, unknown> } }[]) {
      expect(path.post.security).toEqual([{ harnessToken: [] }]);
      expect(Object.keys(path.post.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "413"]));
    }
  });

  test("its required request fields are the ones the endpoints enforce", async () => {
    const doc = await GET().json();
    const required = (path: string) => doc.paths[path].post.requestBody.content["application/json"].schema.required;
    const enforced = (schema: { shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }> }) =>
      Object.entries(schema.shape).filter(([, field]) => !field.safeParse(undefined).success).map(([key]) => key);
    expect(required("/api/harness/injection")).toEqual(enforced(InjectionRequestSchema));
    expect(required("/api/agent-proxy/delegate")).toEqual(enforced(DelegateRequestSchema));
  });

  test("its documented limits are the ones the endpoints enforce (SPEC §6.1)", async () => {
    const doc = await GET().json();
    const props = (path: string) => doc.paths[path].post.requestBody.content["application/json"].schema.properties;
    const injection = props("/api/harness/injection");
    const delegate = props("/api/agent-proxy/delegate");
    const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, body: object) => schema.safeParse(body).success;
    const okInjection = { expert: "e", user: "u" };
    const okDelegate = { user: "u", from: "a", to: "b", input: "x" };
    for (const [field, max] of [["expert", injection.expert.maxLength], ["user", injection.user.maxLength], ["message", injection.message.maxLength]]) {
      expect(accepts(InjectionRequestSchema, { ...okInjection, [field]: "a".repeat(max) })).toBe(true);
      expect(accepts(InjectionRequestSchema, { ...okInjection, [field]: "a".repeat(max + 1) })).toBe(false);
    }
    for (const [field, max] of [["user", delegate.user.maxLength], ["from", delegate.from.maxLength], ["to", delegate.to.maxLength], ["input", delegate.input.maxLength]]) {
      expect(accepts(DelegateRequestSchema, { ...okDelegate, [field]: "a".repeat(max) })).toBe(true);
      expect(accepts(DelegateRequestSchema, { ...okDelegate, [field]: "a".repeat(max + 1) })).toBe(false);
    }
    const entries = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);
    expect(accepts(DelegateRequestSchema, { ...okDelegate, chain: entries(delegate.chain.maxItems) })).toBe(true);
    expect(accepts(DelegateRequestSchema, { ...okDelegate, chain: entries(delegate.chain.maxItems + 1) })).toBe(false);
    expect(accepts(DelegateRequestSchema, { ...okDelegate, chain: ["a".repeat(delegate.chain.items.maxLength + 1)] })).toBe(false);
  });
});
