import { z } from "zod";
import { MODEL_CATALOG, PLUGINS } from "./catalog";
import { caseProblem, EVAL_CASE_LIMIT } from "./evaluations/cases";

// The workspace file of rules §7. Shapes are checked here; references across the file
// (and to rows already in the database) are checked in workspace-validation.ts.

const id = z.string().trim().min(1, "must be a non-empty string");
const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, "must be lower-case letters, digits and dashes, starting with a letter or digit");
const pluginId = z.string().refine((p) => PLUGINS.some((plugin) => plugin.id === p), {
  message: `must be one of ${PLUGINS.map((p) => p.id).join(", ")}`,
});

export const WorkspaceUserSchema = z.object({
  id,
  email: z.email("must be an email address").transform((e) => e.toLowerCase()),
  name: z.string().trim().min(1, "must be a non-empty string"),
  role: z.enum(["user", "admin"]).default("user"),
  password: z.string().min(8, "must be at least 8 characters"),
  disabled: z.boolean().default(false),
});

export const TeamGuardSchema = z.object({
  mode: z.enum(["enforce", "warn", "off"]).default("enforce"),
  markers: z.array(z.string().min(1)).optional(),
  deny: z.array(z.string().min(1)).optional(),
});

export const WorkspaceExpertSchema = z.object({
  id,
  slug,
  owner: id,
  name: z.string().trim().min(1, "must be a non-empty string"),
  description: z.string().default(""),
  delegationBrief: z.string().nullable().default(null),
  delegatable: z.boolean().default(true),
  status: z.enum(["draft", "published"]).default("draft"),
  deleted: z.boolean().default(false),
  instructions: z.string().default(""),
  priceLabel: z.string().nullable().default(null),
  defaultModel: z.enum(MODEL_CATALOG as unknown as [string, ...string[]]).default("claude-sonnet-4"),
  plugins: z.array(pluginId).default([]),
  // Specs are kept exactly as authored, malformed ones included (rules §2).
  subagents: z.array(z.unknown()).default([]),
  disabledBuiltins: z.array(z.string()).default([]),
  teamGuard: TeamGuardSchema.optional(),
});

export const WorkspaceAccessSchema = z.object({ user: id, expert: id });

export const WorkspacePolicySchema = z.object({
  user: id,
  mode: z.enum(["none", "all", "whitelist"]),
  whitelist: z.array(id).default([]),
});

// rules §16: an Expert's evaluation set, `{ message, expect }` cases as the Studio imports them.
export const WorkspaceEvaluationSchema = z.object({
  expert: id,
  cases: z
    .array(z.unknown())
    .max(EVAL_CASE_LIMIT, `must hold at most ${EVAL_CASE_LIMIT} cases`)
    .superRefine((cases, ctx) => {
      cases.forEach((c, i) => {
        const problem = caseProblem(c);
        if (problem) ctx.addIssue({ code: "custom", path: [i], message: problem });
      });
    }),
});

export const WorkspaceSchema = z.object({
  users: z.array(WorkspaceUserSchema).default([]),
  experts: z.array(WorkspaceExpertSchema).default([]),
  access: z.array(WorkspaceAccessSchema).default([]),
  policies: z.array(WorkspacePolicySchema).default([]),
  evaluations: z.array(WorkspaceEvaluationSchema).default([]),
});

export type Workspace = z.infer<typeof WorkspaceSchema>;
export type WorkspaceExpert = z.infer<typeof WorkspaceExpertSchema>;
