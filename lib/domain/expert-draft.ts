import { z } from "zod";
import { MODEL_CATALOG, PLUGINS } from "./catalog";
import type { ContentField } from "./expert-content";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";
import { MAX_SPEC_LENGTH, MAX_SPEC_RAW_LENGTH, MAX_SPECS, specTextLength, TEXT_LIMITS } from "./expert-draft-shape";
import { loneSurrogateMessage, loneSurrogatePosition } from "./storable-text";

const PLUGIN_IDS = PLUGINS.map((p) => p.id);

/** Text is stored exactly as authored, or refused (see storable-text.ts). */
const storable = <T extends z.ZodString>(schema: T) =>
  schema.superRefine((text, ctx) => {
    const at = loneSurrogatePosition(text);
    if (at > 0) ctx.addIssue({ code: "custom", message: loneSurrogateMessage(at) });
  });

const name = storable(
  z.string().trim().min(1, "Enter a name.").max(TEXT_LIMITS.name, `Use at most ${TEXT_LIMITS.name} characters.`),
);
const slug = z
  .string()
  .trim()
  .min(1, "Enter a slug.")
  .max(SLUG_MAX_LENGTH, `Use at most ${SLUG_MAX_LENGTH} characters.`)
  .regex(SLUG_PATTERN, "Use lower-case letters, digits and dashes, starting with a letter or digit.");
const toolNameText = storable(
  z.string().trim().min(1, "Tool names cannot be blank.").max(120, "Tool names are at most 120 characters."),
);
/** A tool's name as the platform spells them (`read`, `spawn_teammate`, `mcp__github__create_issue`). */
const TOOL_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** A tool name the creator types into the team guard; `entry` names the list in the refusal. */
const toolName = (entry: string) =>
  toolNameText.superRefine((name, ctx) => {
    if (name === "" || name.length > 120 || loneSurrogatePosition(name) > 0 || TOOL_NAME_PATTERN.test(name)) return;
    ctx.addIssue({
      code: "custom",
      message: `${entry} “${name}” is not a tool name: use letters, digits, “_”, “-” and “.” only (for example mcp__github__create_issue).`,
    });
  });
const optionalText = (max: number) =>
  storable(z.string().max(max, `Use at most ${max} characters.`))
    .nullable()
    .optional()
    .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));

const limit = MAX_SPEC_LENGTH.toLocaleString("en");
/** A spec as authored, held to its text's length (not its JSON encoding's). */
const specText = storable(
  z.string().max(MAX_SPEC_RAW_LENGTH, `A spec holds at most ${limit} characters of text.`),
).superRefine((raw, ctx) => {
  const length = specTextLength(raw);
  if (length > MAX_SPEC_LENGTH)
    ctx.addIssue({
      code: "custom",
      message: `A spec holds at most ${limit} characters of text; this one has ${length.toLocaleString("en")}.`,
    });
});

const builtinHandle = z.string().trim().min(1, "Name the builtin.").max(80, "Use at most 80 characters.");
/** Builtin handles switched off, part of the draft (rules §10); absent means "leave the switches as stored". */
const disabledBuiltins = z.array(builtinHandle).max(50, "Use at most 50 builtin switches.").optional();

export const CreateExpertSchema = z.object({ name, slug });
export type CreateExpertInput = z.infer<typeof CreateExpertSchema>;

const guardMode = z.enum(["enforce", "warn", "off"], "Choose enforce, warn or off.");

export const TeamGuardSchema = z.object({
  mode: guardMode,
  markers: z.array(toolName("The marker")).max(20, "Use at most 20 markers."),
  deny: z.array(toolName("The deny-list entry")).max(50, "Use at most 50 deny-list entries."),
});

/** The guard as the live preview reads it: any non-blank names, so the preview works while one is still being typed. */
const PreviewTeamGuardSchema = z.object({
  mode: guardMode,
  markers: z.array(toolNameText).max(20, "Use at most 20 markers."),
  deny: z.array(toolNameText).max(50, "Use at most 50 deny-list entries."),
});

/**
 * Everything one Studio save writes, in one transaction. Specs are raw text, kept as authored (rules §2).
 * Keyed by every field of the content (expert-content.ts): a field without its rule here does not compile.
 */
export const ExpertDraftSchema = z.object({
  name,
  slug,
  description: storable(z.string().max(TEXT_LIMITS.description, "Use at most 2,000 characters.")).transform((v) =>
    v.trim(),
  ),
  priceLabel: optionalText(TEXT_LIMITS.priceLabel),
  instructions: storable(z.string().max(TEXT_LIMITS.instructions, "Use at most 50,000 characters.")),
  defaultModel: z.enum(MODEL_CATALOG as [string, ...string[]], "Choose a model from the catalog."),
  plugins: z
    .array(z.enum(PLUGIN_IDS as [string, ...string[]], "Unknown plugin."))
    .refine((ids) => new Set(ids).size === ids.length, "Each plugin can be enabled once."),
  delegatable: z.boolean(),
  delegationBrief: optionalText(TEXT_LIMITS.delegationBrief),
  teamGuard: TeamGuardSchema,
  specs: z.array(specText).max(MAX_SPECS, `Use at most ${MAX_SPECS} subagent specs.`),
  disabledBuiltins,
} satisfies Record<ContentField, z.ZodType>);
export type ExpertDraft = z.infer<typeof ExpertDraftSchema>;
export type ExpertDraftInput = z.input<typeof ExpertDraftSchema>;

/** What the live preview needs of a draft; lenient so the preview works while other fields are invalid. */
export const PreviewDraftSchema = z.object({
  defaultModel: z.string().max(100),
  plugins: z.array(z.string().max(100)).max(50),
  teamGuard: PreviewTeamGuardSchema,
  specs: z.array(z.string().max(MAX_SPEC_RAW_LENGTH)).max(MAX_SPECS),
  disabledBuiltins,
});
export type PreviewDraft = z.infer<typeof PreviewDraftSchema>;
