// The floor of bench:api's P2′ and P2″: a bare Node `http` server doing one indexed read per request
// (a user by email, on the app's database, through the app's Prisma client), with no token, schema,
// log or metrics. Run as its own process: `tsx scripts/bench/bare-server.ts <port>` with DATABASE_URL.
import { createServer } from "node:http";
import { createPrismaClient } from "../../lib/prisma-client";

const db = createPrismaClient(process.env.DATABASE_URL ?? "");
const port = Number(process.argv[2]);

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on(
    "end",
    () =>
      void (async () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { user?: unknown };
          const email = typeof body.user === "string" ? body.user : "";
          const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true } });
          const text = JSON.stringify({ user });
          res
            .writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) })
            .end(text);
        } catch (error) {
          res.writeHead(500).end(String(error));
        }
      })(),
  );
}).listen(port, "127.0.0.1", () => console.log(`> Ready on http://localhost:${port}`));
