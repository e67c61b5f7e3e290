// Load for tests/integration/api-connection-fairness.test.ts, run as its own process so that the
// server under test has an event loop of its own: `established` clients each send POSTs one after
// another on one keep-alive connection; once each has been answered `warm` times, `newcomers`
// clients connect at once and send one POST each. Prints, as JSON, how many answers each
// established client got while the newcomers waited, and each newcomer's wait in ms.
import http from "node:http";

const { url, token, body, established, newcomers, warm } = JSON.parse(process.argv[2]);
const payload = JSON.stringify(body);

function post(agent) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`status ${response.statusCode}`)),
        );
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

let stopping = false;
let newcomersStarted = false;
let warmed = 0;
let startNewcomers;
const newcomersMayStart = new Promise((resolve) => (startNewcomers = resolve));
const answersWhileWaiting = Array.from({ length: established }, () => 0);

const loops = answersWhileWaiting.map(async (_, i) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let n = 1; !stopping; n++) {
    await post(agent);
    if (newcomersStarted && !stopping) answersWhileWaiting[i]++;
    if (n === warm && ++warmed === established) startNewcomers();
  }
  agent.destroy();
});

await newcomersMayStart;
newcomersStarted = true;
const started = performance.now();
const waits = await Promise.all(
  Array.from({ length: newcomers }, () => post(false).then(() => Math.round(performance.now() - started))),
);
stopping = true;
await Promise.all(loops);
process.stdout.write(`${JSON.stringify({ answersWhileWaiting, waits })}\n`);
