import { readFileSync } from "node:fs";
import { TEST_HARNESS_TOKEN, testDatabaseForFile } from "./action-test-env";
import { expectMatchesContract } from "./contract";
import type { TestDatabase } from "./test-db";

export const HARNESS_TOKEN = TEST_HARNESS_TOKEN;

/** The URLs the harness routes are called at, and a key as an Authorization header. */
export const INJECTION_URL = "http://test/api/harness/injection";
export const DELEGATE_URL = "http://test/api/agent-proxy/delegate";
export const bearer = (key: string) => `Bearer ${key}`;
export type DemoExpert = {
  id: string;
  slug: string;
  owner: string;
  deleted: boolean;
  description: string;
  delegationBrief: string | null;
};
export const demo: { experts: DemoExpert[] } = JSON.parse(readFileSync("prisma/workspaces/demo.json", "utf8"));

/** The fields of an error or delegate-outcome body the tests read. */
export type ApiBody = { error?: string; code?: string; field?: string; status?: string; delegationId?: string };

type Handler = (request: Request) => Response | Promise<Response>;

/** The demo database and environment for the route handlers (see testDatabaseForFile); import the routes only after it. */
export async function apiDatabaseForFile(): Promise<TestDatabase> {
  const t = await testDatabaseForFile();
  delete process.env.DELEGATION_MAX_DEPTH;
  return t;
}

export type CallOptions = {
  authorization?: string | null;
  rawBody?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Sends a request to a route handler and checks its answer against the OpenAPI document (tests/support/contract.ts). */
export async function send(handler: Handler, request: Request): Promise<Response> {
  const response = await handler(request);
  await expectMatchesContract(request, response);
  return response;
}

/** POSTs a JSON body (or a raw string) to a route handler; returns the status, request id and parsed body. */
export async function call<T = ApiBody>(handler: Handler, url: string, body: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
  const authorization = options.authorization === undefined ? `Bearer ${HARNESS_TOKEN}` : options.authorization;
  if (authorization !== null) headers.authorization = authorization;
  const response = await send(
    handler,
    new Request(url, {
      method: "POST",
      headers,
      body: options.rawBody ?? JSON.stringify(body),
      signal: options.signal,
    }),
  );
  const requestId = response.headers.get("x-request-id");
  return { status: response.status, requestId, headers: response.headers, body: (await response.json()) as T };
}

/** Auth headers every harness endpoint must refuse with 401. */
export const BAD_AUTHORIZATIONS: [string, string | null][] = [
  ["no Authorization header", null],
  ["a wrong token", "Bearer not-the-harness-token-000000"],
  ["a non-Bearer scheme", `Basic ${HARNESS_TOKEN}`],
  ["a token without scheme", HARNESS_TOKEN],
];
