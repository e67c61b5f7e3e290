import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { HARNESS_TOKEN, apiDatabaseForFile, send } from "../support/api";

// A saturated server must still let new connections in (P5 under outside load). Node accepts one
// connection per turn of its event loop; a harness request on SQLite never yields, so when every
// ready request was served in one turn, each connection waiting to be accepted cost the others
// a whole round: newcomers waited past clients' timeouts while established clients kept being
// answered. The real delegate route on the test database, behind a plain Node HTTP server.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/agent-proxy/delegate/route");

const server = http.createServer(
  (req, res) =>
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const response = await send(
        POST,
        new Request(`http://test${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }),
      );
      res.writeHead(response.status, { "content-type": "application/json" });
      res.end(await response.text());
    })(),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ESTABLISHED = 30;
const NEWCOMERS = 20;

test("connections opened while the server is saturated are answered within a few rounds of the established ones", async () => {
  const { port } = server.address() as AddressInfo;
  const load = {
    url: `http://127.0.0.1:${port}/api/agent-proxy/delegate`,
    token: HARNESS_TOKEN,
    body: { user: "u_bob", from: "e_sql", to: "e_contract", input: "Check clause 4 of the lease." },
    established: ESTABLISHED,
    newcomers: NEWCOMERS,
    warm: 3,
  };
  const before = await t.db.delegationRequest.count();
  const { stdout } = await promisify(execFile)(process.execPath, [
    "tests/support/keep-alive-clients.mjs",
    JSON.stringify(load),
  ]);
  const { answersWhileWaiting, waits } = JSON.parse(stdout) as { answersWhileWaiting: number[]; waits: number[] };

  expect(waits).toHaveLength(NEWCOMERS);
  // One turn per request: the newcomers are accepted between requests and then queue in order
  // with everyone else, so no established client is answered more than a few times meanwhile.
  // Before, the last newcomer waited about one round per newcomer ahead of it (~20 answers each).
  expect(
    Math.max(...answersWhileWaiting),
    `answers per established client while the newcomers waited: ${answersWhileWaiting.join(" ")}; newcomer waits (ms): ${waits.join(" ")}`,
  ).toBeLessThanOrEqual(6);
  expect(await t.db.delegationRequest.count()).toBeGreaterThanOrEqual(before + ESTABLISHED * load.warm + NEWCOMERS);
});
