// What a server action's body must look like before Next.js's decoder sees it (issue 23, point 6).
// The decoder answers 500 to bodies no React client sends; proxy.ts answers those 400 first.

export const ACTION_ID_PATTERN = /^[0-9a-f]{40,42}$/;

/** React's decoder refuses an argument tree whose arrays hold more than this (the characters of strings in them count). */
export const ACTION_ARRAY_ITEMS = 1_000_000;
const MAX_DEPTH = 100;

// Values React encodes as a string of their own when no other form part is sent: `$$` escapes a
// literal `$`; the rest stand for undefined, special numbers, dates and big integers.
const PLAIN_SPECIAL = /^\$(?:\$|undefined$|Infinity$|-Infinity$|NaN$|-0$|D.|n-?\d+$)/;

export type ActionBodyProblem = { error: string; code: "invalid_action_body" };

const problem = (error: string): ActionBodyProblem => ({ error, code: "invalid_action_body" });

/**
 * Checks a server action body that is not a multipart form: UTF-8 JSON, one array of arguments,
 * no reference to a form part (there are none), not nested past 100 levels, within the decoder's
 * array limit. Returns null when Next.js may decode it.
 */
export function actionBodyProblem(bytes: Uint8Array): ActionBodyProblem | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return problem("The action's body is not valid UTF-8.");
  }
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    return problem("The action's body is not JSON.");
  }
  if (!Array.isArray(args)) return problem("The action's body must be a JSON array of its arguments.");
  return walk(args, null, 0);
}

type ArrayCount = { count: number; fork: boolean };

function walk(value: unknown, root: ArrayCount | null, depth: number): ActionBodyProblem | null {
  if (depth >= MAX_DEPTH) return problem(`The action's arguments are nested more than ${MAX_DEPTH} levels deep.`);
  if (typeof value === "string") {
    if (value.startsWith("$") && !PLAIN_SPECIAL.test(value))
      return problem("The action's arguments refer to a part the body does not have.");
    return root ? bump(root, value.length) : null;
  }
  if (Array.isArray(value)) {
    const context = root ?? { count: 0, fork: false };
    if (value.length > 1) context.fork = true;
    const over = bump(context, value.length + 1);
    if (over) return over;
    for (const item of value) {
      const found = walk(item, context, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) {
      const found = walk(item, null, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

function bump(context: ArrayCount, slots: number): ActionBodyProblem | null {
  context.count += slots;
  if (context.fork && context.count > ACTION_ARRAY_ITEMS) {
    return problem(
      `The action's arguments hold more than ${ACTION_ARRAY_ITEMS.toLocaleString("en")} array items; send large data as one JSON string.`,
    );
  }
  return null;
}
