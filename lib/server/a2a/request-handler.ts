import "server-only";
import type { AgentCard, Message, SendMessageRequest, Task, GetTaskRequest } from "@a2a-js/sdk";
import {
  A2AError,
  PushNotificationNotSupportedError,
  TaskNotFoundError,
  UnsupportedOperationError,
} from "@a2a-js/sdk/errors";
import type { A2ARequestHandler, ServerCallContext } from "@a2a-js/sdk/server";
import { DelegateRequestSchema } from "@/lib/server/api/schemas";
import { API_CODE_OF, ApiFailure } from "@/lib/server/api/failure";
import { AppError } from "@/lib/server/errors";
import { actingUser, type Principal } from "@/lib/server/api-keys/authenticate";
import { submitDelegation } from "@/lib/server/harness/delegate";
import { firstIssue } from "@/lib/first-issue";
import { readDelegationState } from "@/lib/server/harness/delegation-results";
import { taskOf, textOf } from "./task";

/** What the route puts in the call's state: who is calling, and the request's id for the delegation log. */
export type A2ACaller = { principal: Principal; requestId: string };
export const CALLER_KEY = "expert-studio.caller";
/** Where a refusal of ours (or an unexpected error) is left for the route, which answers it as every machine endpoint does. */
export const REFUSAL_KEY = "expert-studio.refusal";
export type Refusal = ApiFailure | { unexpected: unknown };

const callerOf = (context: ServerCallContext) => context.state.get(CALLER_KEY) as A2ACaller;

// Where each delegate field comes from in an A2A message, for the sentence that names it.
const FIELD_IN_MESSAGE: Record<string, string> = {
  input: "message.parts",
  from: "message.metadata.from",
  chain: "message.metadata.chain",
  user: "message.metadata.user",
};

/**
 * One Expert's A2A agent (rules §13): `SendMessage` is the §6 delegate with `to` = this Expert, through
 * the same decision and log as POST /api/agent-proxy/delegate; `GetTask` is the delegation's state (§14).
 * Expected refusals are ApiFailures (the route answers them with the contract's status and body);
 * protocol-level ones are the SDK's errors.
 */
export class ExpertAgent implements A2ARequestHandler {
  constructor(
    private readonly slug: string,
    private readonly card: () => Promise<AgentCard | null>,
  ) {}

  async getAgentCard(): Promise<AgentCard> {
    const card = await this.card();
    if (!card) throw new ApiFailure("expert_not_found_or_denied");
    return card;
  }

  async getAuthenticatedExtendedAgentCard(): Promise<AgentCard> {
    throw new UnsupportedOperationError("This agent has no extended card.");
  }

  sendMessage(params: SendMessageRequest, context: ServerCallContext): Promise<Message | Task> {
    return noteRefusal(context, () => this.delegate(params, context));
  }

  private async delegate(params: SendMessageRequest, context: ServerCallContext): Promise<Task> {
    const { principal, requestId } = callerOf(context);
    const metadata: Record<string, unknown> = { ...(params.metadata ?? {}), ...(params.message?.metadata ?? {}) };
    const parsed = DelegateRequestSchema.safeParse({
      user: metadata.user,
      from: metadata.from,
      to: this.slug,
      input: textOf(params.message),
      chain: metadata.chain,
    });
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      const field = FIELD_IN_MESSAGE[String(issue.path[0])] ?? String(issue.path[0]);
      throw new ApiFailure(
        issue.code === "too_big" ? "field_too_long" : "invalid_field",
        `Field "${field}" ${issue.message}.`,
        { field },
      );
    }
    const request = { ...parsed.data, user: actingUser(principal, parsed.data.user) };
    // The delegate endpoint's own door; the logged row's id names the Task, so a refused delegation
    // is a failed Task GetTask can read back too.
    const { response, logged } = await submitDelegation(request, { requestId, keyPrefix: principal.prefix });
    const view = { id: logged.id, from: logged.from, to: logged.to, updatedAt: logged.createdAt.toISOString() };
    return response.status === "accepted"
      ? taskOf({ ...view, status: "accepted" })
      : taskOf({ ...view, status: "failed", error: response.error, code: response.code });
  }

  async *sendMessageStream(): AsyncGenerator<never, void, undefined> {
    throw new UnsupportedOperationError("This agent does not stream: send SendMessage and read the task with GetTask.");
  }

  getTask(params: GetTaskRequest, context: ServerCallContext): Promise<Task> {
    return noteRefusal(context, () => this.readTask(params, context));
  }

  private async readTask(params: GetTaskRequest, context: ServerCallContext): Promise<Task> {
    const { principal } = callerOf(context);
    try {
      const state = await readDelegationState(principal, params.id);
      // A task is read where it was sent: another Expert's delegations are not this agent's tasks.
      if (state.to.toLowerCase() !== this.slug.toLowerCase()) throw new TaskNotFoundError();
      return taskOf(state);
    } catch (error) {
      if (error instanceof ApiFailure && error.code === "delegation_not_found")
        throw new TaskNotFoundError(`Task ${params.id} not found.`);
      throw error;
    }
  }

  async cancelTask(): Promise<Task> {
    throw new UnsupportedOperationError("A delegation cannot be canceled here; its runtime reports how it ended.");
  }

  async listTasks(): Promise<never> {
    throw new UnsupportedOperationError("Tasks are read one at a time with GetTask.");
  }

  async createTaskPushNotificationConfig(): Promise<never> {
    throw new PushNotificationNotSupportedError();
  }

  async getTaskPushNotificationConfig(): Promise<never> {
    throw new PushNotificationNotSupportedError();
  }

  async listTaskPushNotificationConfigs(): Promise<never> {
    throw new PushNotificationNotSupportedError();
  }

  async deleteTaskPushNotificationConfig(): Promise<void> {
    throw new PushNotificationNotSupportedError();
  }

  async *resubscribe(): AsyncGenerator<never, void, undefined> {
    throw new UnsupportedOperationError("This agent does not stream.");
  }
}

/**
 * The SDK turns every error into a JSON-RPC error; ours (a key acting for someone else, an unknown or
 * disabled user, a field past its limit) keep the contract's status, code and sentence instead.
 */
async function noteRefusal<T>(context: ServerCallContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = error instanceof AppError ? API_CODE_OF[error.code] : undefined;
    const failure =
      error instanceof ApiFailure
        ? error
        : code
          ? new ApiFailure(code, error instanceof Error ? error.message : undefined)
          : null;
    // Anything else that is not the protocol's own error (a database that did not answer) is the route's 503 or 500.
    if (failure || !(error instanceof A2AError)) context.state.set(REFUSAL_KEY, failure ?? { unexpected: error });
    throw error;
  }
}
