import { randomUUID } from "node:crypto";
import { Role, type Message } from "@a2a-js/sdk";

/** A user's text message as an A2A client sends it, with `metadata` naming who it is from and for. */
export const a2aMessage = (text: string, metadata: Record<string, unknown>): Message => ({
  messageId: randomUUID(),
  contextId: "",
  taskId: "",
  role: Role.ROLE_USER,
  extensions: [],
  referenceTaskIds: [],
  metadata,
  parts: [{ content: { $case: "text", value: text }, metadata: undefined, filename: "", mediaType: "" }],
});
