import { parseDocument } from "yaml";
import { at } from "../at-index";

// Keys Claude Code reads in subagent frontmatter, plus a few collections add. In the line-by-line
// reading, any other `word:` line inside a description is the description's text (an example's
// `user:` or `assistant:` line), not a key of its own.
const KNOWN_KEYS: ReadonlySet<string> = new Set([
  "name",
  "description",
  "tools",
  "disallowedTools",
  "model",
  "permissionMode",
  "maxTurns",
  "skills",
  "mcpServers",
  "hooks",
  "memory",
  "background",
  "isolation",
  "color",
  "version",
  "author",
  "tags",
  "category",
]);

export type RecoveredFrontmatter = { values: Record<string, unknown>; howRead: string };

/**
 * Reads frontmatter that is not valid YAML as `key: value` lines. A description may run over
 * unindented lines (Claude-generated agents put `Examples:` and `<example>` blocks there): it
 * takes everything up to the next known key or the end of the frontmatter. Every other key is read
 * with the lines that belong to it (an indented block, a list, a bracket list over several lines)
 * as YAML would read it alone, so `maxTurns: 30` stays a number and `hooks:` keeps its structure.
 */
export function readKeyValueLines(yaml: string): RecoveredFrontmatter {
  const values: Record<string, unknown> = {};
  let lastKey: string | null = null;
  let descriptionLines = 0;
  let descriptionEnd = "the closing `---`";
  let unreadableName: string | null = null;
  const lines = yaml.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = at(lines, i);
    const pair = KEY_LINE.exec(line);
    const inDescription = lastKey === "description" && typeof values.description === "string";
    if (pair && (KNOWN_KEYS.has(at(pair, 1)) || !inDescription)) {
      const key = at(pair, 1);
      if (inDescription && descriptionLines > 1) descriptionEnd = `\`${key}:\``;
      lastKey = key;
      const raw = (pair[2] ?? "").trim();
      if (lastKey === "description") {
        values.description = raw === "" || /^[|>][-+]?$/.test(raw) ? null : unquote(raw);
        descriptionLines = 1;
        continue;
      }
      const end = blockEnd(lines, i, raw);
      const block = lines.slice(i + 1, end);
      // A name is one word: one YAML cannot read (an unclosed bracket or quote) is not guessed at.
      if (lastKey === "name" && !PLAIN.test(raw) && !parseAlone("name", [`name: ${raw}`, ...block].join("\n")).ok) {
        unreadableName = raw;
      } else values[lastKey] = readValue(lastKey, raw, block);
      i = end - 1;
      continue;
    }
    if (lastKey !== "description") continue;
    const current = values.description;
    if (inDescription || (current === null && line.trim() !== "")) {
      values.description = typeof current === "string" ? `${current}\n${line.trim()}` : line.trim();
      descriptionLines += 1;
    }
  }
  if (typeof values.description === "string") values.description = values.description.trim();
  const unread = unreadableName === null ? "" : `; the name ${JSON.stringify(unreadableName)} could not be read`;
  const how = `It was read line by line as \`key: value\`${unread}`;
  const description =
    descriptionLines > 1 ? `; the description was read over ${descriptionLines} lines, up to ${descriptionEnd}` : "";
  return { values, howRead: `${how}${description}. Check the result.` };
}

const KEY_LINE = /^([A-Za-z_][\w-]*):(?:\s+(.*))?$/;
// Kept as text when YAML cannot read them: the tool-list reader splits and unquotes each entry.
const LIST_KEYS: ReadonlySet<string> = new Set(["tools", "disallowedTools"]);

/** The line after a key's own lines: indented lines, list items, and the rest of an open bracket. */
function blockEnd(lines: readonly string[], keyLine: number, raw: string): number {
  let open = bracketDepth(raw);
  let end = keyLine + 1;
  for (; end < lines.length; end++) {
    const line = at(lines, end);
    // A bracket left open ends at the next known key: a list over several lines never holds one.
    const key = KEY_LINE.exec(line);
    if (open > 0 && !(key && KNOWN_KEYS.has(at(key, 1)))) {
      open += bracketDepth(line);
      continue;
    }
    if (line.trim() !== "" && !/^\s/.test(line) && !/^-(\s|$)/.test(line)) break;
  }
  return end;
}

function bracketDepth(text: string): number {
  let depth = 0;
  for (const c of text) {
    if (c === "[" || c === "{") depth += 1;
    else if (c === "]" || c === "}") depth -= 1;
  }
  return depth;
}

function readValue(key: string, raw: string, block: readonly string[]): unknown {
  if (block.every((line) => line.trim() === "") && PLAIN.test(raw)) return plainScalar(raw);
  const parsed = parseAlone(key, [`${key}: ${raw}`, ...block].join("\n"));
  if (parsed.ok) return parsed.value;
  const items = block.flatMap((line) => {
    const item = /^\s*-\s+(.*)$/.exec(line);
    return item ? [at(item, 1).trim()] : [];
  });
  if (raw === "" && items.length > 0) return items.map(unquote);
  const text = [raw, ...block.map((line) => line.trim())]
    .filter((part) => part !== "")
    .join(LIST_KEYS.has(key) ? " " : "\n");
  if (text === "" || /^[|>][-+]?$/.test(text)) return null;
  return LIST_KEYS.has(key) ? text : unquote(text);
}

// A one-line value YAML reads as a plain scalar (no quotes, brackets, anchors, block markers or
// comment): read here directly, as YAML's core schema would, without building a document.
const PLAIN = /^(?![-?:,[\]{}#&*!|>'"%@`\s])(?!.*(?::\s|\s#)).*$/;

function plainScalar(raw: string): unknown {
  const text = raw.trim();
  if (/^[-+]?\d+$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  if (/^[-+]?(\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?$/.test(text)) return Number(text);
  if (/^(true|True|TRUE)$/.test(text)) return true;
  if (/^(false|False|FALSE)$/.test(text)) return false;
  if (/^(null|Null|NULL|~)?$/.test(text)) return null;
  return text;
}

function parseAlone(key: string, text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) return { ok: false };
    const value: unknown = doc.toJS({ maxAliasCount: 20 });
    return typeof value === "object" && value !== null && Object.hasOwn(value, key)
      ? { ok: true, value: (value as Record<string, unknown>)[key] }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted ? at(quoted, 1) : value;
}
