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
      expect(Object.keys(path.post.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "404"]));
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
});
