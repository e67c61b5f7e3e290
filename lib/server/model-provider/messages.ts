import "server-only";
import { jsonSchema, tool, type ModelMessage, type ToolSet } from "ai";
import type { ChatMessage, ToolSpec } from "./types";

/** Our messages in the SDK's shape: tool calls on assistant turns, results as text parts. */
export function toModelMessages(messages: ChatMessage[]): ModelMessage[] {
  return messages.map((message): ModelMessage => {
    if (message.role === "user") return { role: "user", content: message.content };
    if (message.role === "tool") {
      return {
        role: "tool",
        content: [
          {
            type: "tool-result",
            toolCallId: message.toolCallId,
            toolName: message.toolName,
            output: { type: "text", value: message.content },
          },
        ],
      };
    }
    const calls = message.toolCalls ?? [];
    if (calls.length === 0) return { role: "assistant", content: message.content };
    return {
      role: "assistant",
      content: [
        ...(message.content ? [{ type: "text" as const, text: message.content }] : []),
        ...calls.map((call) => ({
          type: "tool-call" as const,
          toolCallId: call.id,
          toolName: call.name,
          input: call.input,
        })),
      ],
    };
  });
}

/** Tools without `execute`: the SDK returns the model's calls and runs nothing. */
export function toToolSet(tools: ToolSpec[] | undefined): ToolSet | undefined {
  if (!tools || tools.length === 0) return undefined;
  const set: ToolSet = {};
  for (const spec of tools)
    set[spec.name] = tool({ description: spec.description, inputSchema: jsonSchema(spec.parameters) });
  return set;
}
