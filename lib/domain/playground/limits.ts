/** rules §15's limits on a playground turn and a user's day, from the environment with defaults. */
export type PlaygroundLimits = {
  /** Model calls per turn, nested agents included. */
  maxSteps: number;
  /** Tokens (in + out) per turn, nested agents included. */
  turnTokens: number;
  /** Tokens per user per UTC day (PLAYGROUND_DAILY_TOKENS). */
  dailyTokens: number;
  /** How deep Task and delegate may nest inside one turn. */
  maxDepth: number;
};

export const DEFAULT_LIMITS: PlaygroundLimits = { maxSteps: 12, turnTokens: 60_000, dailyTokens: 200_000, maxDepth: 3 };

type Env = Record<string, string | undefined>;

export function readPlaygroundLimits(env: Env, delegationMaxDepth = DEFAULT_LIMITS.maxDepth): PlaygroundLimits {
  return {
    maxSteps: wholeNumber(env.PLAYGROUND_MAX_STEPS, DEFAULT_LIMITS.maxSteps),
    turnTokens: wholeNumber(env.PLAYGROUND_TURN_TOKENS, DEFAULT_LIMITS.turnTokens),
    dailyTokens: wholeNumber(env.PLAYGROUND_DAILY_TOKENS, DEFAULT_LIMITS.dailyTokens),
    maxDepth: delegationMaxDepth,
  };
}

// A value that is not a positive whole number falls back to the default rather than lifting the limit.
function wholeNumber(value: string | undefined, fallback: number): number {
  const n = Number(value?.trim());
  return value?.trim() && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The UTC day a usage counts toward, as stored. */
export function usageDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function dailyCapSentence(cap: number): string {
  return `Daily playground limit reached: ${cap.toLocaleString("en")} tokens a day per user (PLAYGROUND_DAILY_TOKENS). It resets at midnight UTC.`;
}

export function stepLimitSentence(steps: number): string {
  return `Step limit reached: at most ${steps} model calls per turn. The turn stopped here.`;
}

export function turnTokenSentence(tokens: number): string {
  return `Token limit reached: at most ${tokens.toLocaleString("en")} tokens per turn. The turn stopped here.`;
}

export function nestingSentence(depth: number): string {
  return `Nesting limit reached: agents may nest at most ${depth} deep in the playground.`;
}
