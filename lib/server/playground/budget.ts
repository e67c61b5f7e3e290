import "server-only";
import {
  dailyCapSentence,
  stepLimitSentence,
  turnTokenSentence,
  type PlaygroundLimits,
} from "@/lib/domain/playground/limits";
import type { TurnUsage } from "@/lib/domain/playground/trace";
import type { TokenUsage } from "@/lib/server/model-provider/types";
import { addDayUsage } from "./usage";

/** A turn's model calls and tokens against its limits and the user's day (every nested agent counts). */
export class TurnBudget {
  private steps = 0;
  private input = 0;
  private output = 0;

  constructor(
    private readonly limits: PlaygroundLimits,
    private readonly userId: string,
    private readonly day: string,
    private dayUsed: number,
  ) {}

  /** Why no further model call may be made this turn, or null. */
  stopReason(): string | null {
    if (this.dayUsed >= this.limits.dailyTokens) return dailyCapSentence(this.limits.dailyTokens);
    if (this.steps >= this.limits.maxSteps) return stepLimitSentence(this.limits.maxSteps);
    if (this.input + this.output >= this.limits.turnTokens) return turnTokenSentence(this.limits.turnTokens);
    return null;
  }

  async record(usage: TokenUsage): Promise<void> {
    this.steps += 1;
    this.input += usage.inputTokens;
    this.output += usage.outputTokens;
    this.dayUsed = await addDayUsage(this.userId, this.day, usage.inputTokens + usage.outputTokens);
  }

  turn(): TurnUsage {
    return {
      inputTokens: this.input,
      outputTokens: this.output,
      tokens: this.input + this.output,
      modelCalls: this.steps,
    };
  }

  dayUsage(): { used: number; cap: number } {
    return { used: this.dayUsed, cap: this.limits.dailyTokens };
  }
}
