import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { serverActionId } from "./support/server-action";

// Issue 23, point 6, against the built server: a server action body no React client sends is
// answered 400 with a sentence by the proxy, where Next.js's decoder answered a bare 500.
function post(
  baseURL: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { method: "POST", headers }, (res) => {
      let text = "";
      res
        .setEncoding("utf8")
        .on("data", (d: string) => (text += d))
        .on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject).end(body);
  });
}

const TEXT = "text/plain;charset=UTF-8";
const MALFORMED: [string, string, Buffer | string][] = [
  ["not JSON", TEXT, "not json"],
  ["an empty body", TEXT, ""],
  ["null", TEXT, "null"],
  ["a string", TEXT, '"x"'],
  ["a dangling reference", TEXT, '["$1"]'],
  ["a map reference", TEXT, '["$Q1"]'],
  ["a server reference", TEXT, '["$h1"]'],
  ["a blob reference", TEXT, '["$B1"]'],
  ["a malformed big integer", TEXT, '["$nxyz"]'],
  ["an iterator reference", TEXT, '["$i1"]'],
  ["a deep nest", TEXT, `${"[".repeat(5000)}${"]".repeat(5000)}`],
  ["bytes that are not UTF-8", TEXT, Buffer.from([0xff, 0xfe, 0x5b, 0x5d])],
  ["a multipart body that does not parse", "multipart/form-data; boundary=zz", "garbage"],
  ["a multipart body without a boundary", "multipart/form-data", "garbage"],
  ["over a million array items", TEXT, JSON.stringify([Array.from({ length: 1_000_001 }, () => 1)])],
];

test.describe("malformed server action bodies", () => {
  for (const [label, type, body] of MALFORMED) {
    test(`${label} is a 400 with a sentence, never a 500`, async ({ baseURL }) => {
      const id = serverActionId("lib/actions/expert-edits.ts", "saveExpertAction");
      const answer = await post(
        baseURL!,
        "/studio/e_tax",
        { "Next-Action": id, "content-type": type, accept: "text/x-component" },
        body,
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: "invalid_action_body",
        error: expect.stringMatching(/^The /),
      });
    });
  }

  test("a well-formed call still reaches the action, which refuses a caller without a session", async ({ baseURL }) => {
    // The save takes its draft as one JSON string (jsonStringInput), as the preview did before its route.
    const id = serverActionId("lib/actions/expert-edits.ts", "saveExpertAction");
    const answer = await post(
      baseURL!,
      "/studio/e_tax",
      { "Next-Action": id, "content-type": TEXT, accept: "text/x-component" },
      JSON.stringify([JSON.stringify({ expertId: "e_tax", version: 1 })]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('"status":"error"');
  });
});
