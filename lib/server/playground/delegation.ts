import "server-only";
import { offeredTools } from "@/lib/domain/playground/tools";
import { nestingSentence } from "@/lib/domain/playground/limits";
import type { Principal } from "@/lib/server/api-keys/authenticate";
import { submitDelegation } from "@/lib/server/harness/delegate";
import { reportDelegationResult } from "@/lib/server/harness/delegation-results";
import { getInjection } from "@/lib/server/harness/injection";
import { runAgent, type AgentSpec, type Turn } from "./agent-loop";
import { readAgentBasics, systemPrompt } from "./expert-basics";

type Outcome = { outcome: "accepted" | "failed"; delegationId: string | null; error: string | null };

/**
 * rules §15 delegate: the §6 check (logged like the API's), then, when accepted, the target's own
 * injection as a nested agent whose answer is the tool result; its run is recorded as §14 says.
 * A refusal returns the check's answer as is, so the model reads the seed's sentence.
 */
export async function runDelegation(
  turn: Turn,
  agent: AgentSpec,
  expert: NonNullable<AgentSpec["expert"]>,
  request: { to: string; input: string },
  traced: (outcome: Outcome) => void,
): Promise<string> {
  const from = expert.injection.expert.id;
  const { response: answer } = await submitDelegation(
    { user: turn.userId, from, to: request.to, input: request.input, chain: expert.chain },
    { requestId: turn.requestId, keyPrefix: null },
  );
  if (answer.status === "failed") {
    traced({ outcome: "failed", delegationId: null, error: answer.error });
    return JSON.stringify(answer);
  }
  const delegationId = answer.delegationId;
  traced({ outcome: "accepted", delegationId, error: null });
  const principal = playgroundPrincipal(turn);
  if (agent.depth + 1 > turn.maxDepth) {
    const error = nestingSentence(turn.maxDepth);
    await reportDelegationResult(principal, delegationId, { status: "failed", error });
    return JSON.stringify({ status: "failed", error });
  }
  await reportDelegationResult(principal, delegationId, { status: "running" });
  try {
    const injection = await getInjection({
      userRef: turn.userId,
      expertRef: request.to,
      message: request.input,
      activeUser: true,
    });
    const basics = await readAgentBasics(injection.expert.id, "live");
    const output = await runAgent(
      turn,
      {
        label: `delegate: ${injection.expert.slug}`,
        depth: agent.depth + 1,
        system: systemPrompt(basics?.instructions ?? "", injection.prompt),
        model: basics?.defaultModel ?? agent.model,
        tools: offeredTools(injection.tools).tools,
        expert: { injection, chain: [...expert.chain, from] },
        streamAnswer: false,
      },
      [{ role: "user", content: request.input }],
    );
    await reportDelegationResult(principal, delegationId, { status: "completed", output });
    return output;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await reportDelegationResult(principal, delegationId, { status: "failed", error: message }).catch(() => undefined);
    throw error;
  }
}

/** The playground reports on its own user's delegations, as a personal key of theirs would. */
function playgroundPrincipal(turn: Turn): Principal {
  return {
    kind: "personal",
    id: "playground",
    prefix: null,
    scopes: new Set(["harness:delegate"]),
    owner: { id: turn.userId, email: turn.userEmail },
  };
}
