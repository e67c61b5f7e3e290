import "server-only";
import { randomUUID } from "node:crypto";
import { Role, TaskState, type Message, type Part, type Task } from "@a2a-js/sdk";
import type { DelegationStatus } from "@/lib/domain/delegation-run";

/** rules §13/§14: a delegation as an A2A Task; its id is the delegation's, and so is its context. */
export type DelegationView = {
  id: string;
  status: DelegationStatus;
  from: string;
  to: string;
  updatedAt: string;
  output?: string;
  error?: string;
  code?: string;
};

const STATE_OF: Record<DelegationStatus, TaskState> = {
  accepted: TaskState.TASK_STATE_SUBMITTED,
  running: TaskState.TASK_STATE_WORKING,
  completed: TaskState.TASK_STATE_COMPLETED,
  failed: TaskState.TASK_STATE_FAILED,
};

const textPart = (value: string): Part => ({
  content: { $case: "text", value },
  metadata: undefined,
  filename: "",
  mediaType: "text/plain",
});

function agentMessage(taskId: string, text: string, metadata?: Record<string, string>): Message {
  return {
    messageId: randomUUID(),
    contextId: taskId,
    taskId,
    role: Role.ROLE_AGENT,
    parts: [textPart(text)],
    metadata,
    extensions: [],
    referenceTaskIds: [],
  };
}

export function taskOf(delegation: DelegationView): Task {
  const failed = delegation.status === "failed";
  const reason = failed ? (delegation.error ?? "The run failed.") : null;
  return {
    id: delegation.id,
    contextId: delegation.id,
    status: {
      state: STATE_OF[delegation.status],
      // A refusal's message is the seed's sentence, byte for byte; its code rides beside it.
      message:
        reason === null
          ? undefined
          : agentMessage(delegation.id, reason, delegation.code ? { code: delegation.code } : undefined),
      timestamp: delegation.updatedAt,
    },
    artifacts:
      delegation.status === "completed" && delegation.output !== undefined
        ? [
            {
              artifactId: `${delegation.id}-output`,
              name: "output",
              description: "What the run produced (its first 4,000 characters are kept).",
              parts: [textPart(delegation.output)],
              metadata: undefined,
              extensions: [],
            },
          ]
        : [],
    history: [],
    metadata: { from: delegation.from, to: delegation.to },
  };
}

/** The delegated input: the message's text parts, in order. */
export function textOf(message: Message | undefined): string {
  return (message?.parts ?? [])
    .flatMap((part) => (part.content?.$case === "text" ? [part.content.value] : []))
    .join("\n");
}
