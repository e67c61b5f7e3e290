import { z } from "zod";
import {
  DUPLICATE_ENTRY_MESSAGE,
  WHITELIST_CAP,
  WHITELIST_STORED_MAX,
  WHITELIST_STORED_MAX_MESSAGE,
  whitelistOverCapMessage,
} from "./delegation-whitelist";

export const POLICY_MODES = ["none", "all", "whitelist"] as const;
export type PolicyMode = (typeof POLICY_MODES)[number];

// The limit of 10 binds only the Whitelist policy: All and None keep a longer stored list untouched.
export const DelegationPolicySchema = z
  .object({
    mode: z.enum(POLICY_MODES, { error: "Choose one of: none, all, whitelist." }),
    whitelist: z
      .array(z.string().trim().min(1, "A whitelist entry is empty.").max(200, "A whitelist entry is too long."), {
        error: "The whitelist must be a list of Expert ids.",
      })
      .max(WHITELIST_STORED_MAX, WHITELIST_STORED_MAX_MESSAGE)
      .refine((ids) => new Set(ids).size === ids.length, DUPLICATE_ENTRY_MESSAGE),
  })
  .superRefine((policy, ctx) => {
    if (policy.mode === "whitelist" && policy.whitelist.length > WHITELIST_CAP) {
      ctx.addIssue({ code: "custom", path: ["whitelist"], message: whitelistOverCapMessage(policy.whitelist.length) });
    }
  });
export type DelegationPolicyInput = z.infer<typeof DelegationPolicySchema>;
