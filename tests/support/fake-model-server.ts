import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The one stand-in (rules §15): a local HTTP server that speaks OpenAI Chat Completions (JSON and
 * streaming SSE, with tool calls) and Anthropic Messages, answering each request as the test scripts.
 */
export type ScriptedToolCall = { name: string; input: unknown; id?: string };
export type ScriptedReply =
  | { text?: string; toolCalls?: ScriptedToolCall[]; usage?: { input: number; output: number } }
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { hang: true }
  | { raw: string; contentType?: string };

export type RecordedRequest = { path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> };
export type ReplyScript = (request: RecordedRequest, index: number) => ScriptedReply;

export type FakeModelServer = {
  /** The API root to give MODEL_BASE_URL, e.g. http://127.0.0.1:PORT/v1 */
  baseURL: string;
  requests: RecordedRequest[];
  /** Replies given in order; past the last one the server answers 500 naming the request. */
  reply(...replies: ScriptedReply[]): void;
  /** A function deciding each reply from the request. */
  script(handler: ReplyScript): void;
  close(): Promise<void>;
};

export async function startFakeModelServer(port = 0): Promise<FakeModelServer> {
  const requests: RecordedRequest[] = [];
  let queue: ScriptedReply[] = [];
  let handler: ReplyScript | null = null;
  const hanging = new Set<ServerResponse>();

  const server = createServer(
    (req, res) =>
      void (async () => {
        const text = await readBody(req);
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(text || "{}");
        } catch {
          // recorded as empty: the test sees what arrived
        }
        const recorded: RecordedRequest = { path: req.url ?? "", headers: req.headers, body };
        const index = requests.push(recorded) - 1;
        const reply = handler ? handler(recorded, index) : queue.shift();
        if (!reply) return send(res, 500, { error: { message: `no scripted reply for request ${index + 1}` } });
        if ("hang" in reply) {
          hanging.add(res);
          return;
        }
        if ("status" in reply) return send(res, reply.status, reply.body, reply.headers);
        if ("raw" in reply) {
          res.writeHead(200, { "content-type": reply.contentType ?? "application/json" });
          return res.end(reply.raw);
        }
        const anthropic = recorded.path.endsWith("/messages");
        const stream = body.stream === true;
        const model = String(body.model ?? "");
        if (anthropic)
          return stream
            ? anthropicStream(res, model, reply, index)
            : send(res, 200, anthropicMessage(model, reply, index));
        return stream ? openAIStream(res, model, reply, index) : send(res, 200, openAICompletion(model, reply, index));
      })(),
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${address.port}/v1`,
    requests,
    reply: (...replies) => {
      handler = null;
      queue = replies;
    },
    script: (next) => {
      handler = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Answer = Extract<ScriptedReply, { text?: string }>;

function openAICompletion(model: string, reply: Answer, index: number) {
  const calls = (reply.toolCalls ?? []).map((call, i) => ({
    id: call.id ?? `call_${index}_${i}`,
    type: "function",
    function: { name: call.name, arguments: JSON.stringify(call.input) },
  }));
  return {
    id: `chatcmpl-${index}`,
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: reply.text ?? null, ...(calls.length ? { tool_calls: calls } : {}) },
        finish_reason: calls.length ? "tool_calls" : "stop",
      },
    ],
    usage: usage(reply),
  };
}

function openAIStream(res: ServerResponse, model: string, reply: Answer, index: number) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const chunk = (delta: unknown, finish: string | null = null, extra: object = {}) =>
    res.write(
      `data: ${JSON.stringify({ id: `chatcmpl-${index}`, object: "chat.completion.chunk", created: 1_700_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
    );
  chunk({ role: "assistant", content: "" });
  // Text in small pieces, so streaming is visible to a reader.
  for (const piece of (reply.text ?? "").match(/.{1,8}/gs) ?? []) chunk({ content: piece });
  (reply.toolCalls ?? []).forEach((call, i) =>
    chunk({
      tool_calls: [
        {
          index: i,
          id: call.id ?? `call_${index}_${i}`,
          type: "function",
          function: { name: call.name, arguments: JSON.stringify(call.input) },
        },
      ],
    }),
  );
  chunk({}, reply.toolCalls?.length ? "tool_calls" : "stop");
  res.write(
    `data: ${JSON.stringify({ id: `chatcmpl-${index}`, object: "chat.completion.chunk", created: 1_700_000_000, model, choices: [], usage: usage(reply) })}\n\n`,
  );
  res.end("data: [DONE]\n\n");
}

function usage(reply: Answer) {
  const input = reply.usage?.input ?? 10;
  const output = reply.usage?.output ?? 5;
  return { prompt_tokens: input, completion_tokens: output, total_tokens: input + output };
}

function anthropicContent(reply: Answer, index: number) {
  return [
    ...(reply.text ? [{ type: "text", text: reply.text }] : []),
    ...(reply.toolCalls ?? []).map((call, i) => ({
      type: "tool_use",
      id: call.id ?? `toolu_${index}_${i}`,
      name: call.name,
      input: call.input,
    })),
  ];
}

function anthropicMessage(model: string, reply: Answer, index: number) {
  return {
    id: `msg_${index}`,
    type: "message",
    role: "assistant",
    model,
    content: anthropicContent(reply, index),
    stop_reason: reply.toolCalls?.length ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: reply.usage?.input ?? 10, output_tokens: reply.usage?.output ?? 5 },
  };
}

function anthropicStream(res: ServerResponse, model: string, reply: Answer, index: number) {
  res.writeHead(200, { "content-type": "text/event-stream" });
  const event = (type: string, data: object) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event("message_start", {
    message: {
      ...anthropicMessage(model, { ...reply, text: "", toolCalls: [] }, index),
      content: [],
      stop_reason: null,
      usage: { input_tokens: reply.usage?.input ?? 10, output_tokens: 0 },
    },
  });
  anthropicContent(reply, index).forEach((block, i) => {
    if (block.type === "text") {
      event("content_block_start", { index: i, content_block: { type: "text", text: "" } });
      event("content_block_delta", { index: i, delta: { type: "text_delta", text: (block as { text: string }).text } });
    } else {
      const use = block as { id: string; name: string; input: unknown };
      event("content_block_start", {
        index: i,
        content_block: { type: "tool_use", id: use.id, name: use.name, input: {} },
      });
      event("content_block_delta", {
        index: i,
        delta: { type: "input_json_delta", partial_json: JSON.stringify(use.input) },
      });
    }
    event("content_block_stop", { index: i });
  });
  event("message_delta", {
    delta: { stop_reason: reply.toolCalls?.length ? "tool_use" : "end_turn", stop_sequence: null },
    usage: { output_tokens: reply.usage?.output ?? 5 },
  });
  event("message_stop", {});
  res.end();
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
