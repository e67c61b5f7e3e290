"use server";

import { z } from "zod";
import { authedAction } from "@/lib/server/action";
import { AppError } from "@/lib/server/errors";
import { submitDelegation } from "@/lib/server/harness/delegate";
import { getExpertForEditor } from "@/lib/server/studio/expert-editor";
import { ExpertRefSchema } from "./expert-action-input";

const TestDelegationSchema = ExpertRefSchema.extend({
  from: z
    .string()
    .trim()
    .min(1, "Name the Expert that hands the task over, e.g. sql-analyst.")
    .max(200, "An Expert's slug is at most 200 characters."),
  input: z
    .string()
    .trim()
    .min(1, "Write the task to hand over.")
    .max(4_000, "Keep the test task under 4,000 characters."),
});

/**
 * The owner sends a test delegation to their Expert from one of the Experts they may use: the
 * same door as the API's (rules §6 check, logged like any other), acting as the owner.
 */
export const sendTestDelegationAction = authedAction(
  { name: "sendTestDelegation", schema: TestDelegationSchema },
  async ({ expertId, from, input }, { viewer, requestId }) => {
    const target = await getExpertForEditor(viewer, expertId);
    if (!target) throw new AppError("not_found:expert");
    const { response: answer } = await submitDelegation(
      { user: viewer.id, from: from.replace(/^@/, ""), to: target.id, input, chain: undefined },
      { requestId, keyPrefix: null },
    );
    return { answer };
  },
);
