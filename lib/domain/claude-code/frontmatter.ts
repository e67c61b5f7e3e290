import { parseDocument, stringify } from "yaml";

export type FrontmatterSplit =
  | { kind: "frontmatter"; yaml: string; body: string }
  | { kind: "unclosed"; yaml: string }
  | { kind: "none"; body: string };

/** Splits `---` frontmatter from the body. Line endings are normalized to \n first. */
export function splitFrontmatter(text: string): FrontmatterSplit {
  const normalized = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const lines = normalized.split("\n");
  if (lines[0]?.trimEnd() !== "---") return { kind: "none", body: normalized };
  const close = lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---");
  if (close === -1) return { kind: "unclosed", yaml: lines.slice(1).join("\n") };
  return { kind: "frontmatter", yaml: lines.slice(1, close).join("\n"), body: lines.slice(close + 1).join("\n") };
}

export type ParsedFrontmatter =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; problem: string; values: Record<string, unknown> };

/**
 * Parses the frontmatter as YAML. When that fails (Claude Code files often carry unquoted
 * colons in descriptions), falls back to reading `key: value` lines so the file still imports.
 */
export function parseFrontmatter(yaml: string): ParsedFrontmatter {
  if (yaml.trim() === "") return { ok: true, values: {} };
  const doc = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const first = doc.errors[0].message.split("\n")[0];
    return { ok: false, problem: `the frontmatter is not valid YAML (${first})`, values: readKeyValueLines(yaml) };
  }
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return { ok: true, values: {} };
  if (typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, problem: "the frontmatter is not a list of `key: value` lines", values: {} };
  }
  return { ok: true, values: value as Record<string, unknown> };
}

function readKeyValueLines(yaml: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  let lastKey: string | null = null;
  for (const line of yaml.split("\n")) {
    const pair = /^([A-Za-z_][\w-]*):(?:\s+(.*))?$/.exec(line);
    if (pair) {
      lastKey = pair[1];
      const raw = (pair[2] ?? "").trim();
      values[lastKey] = raw === "" ? null : unquote(raw);
      continue;
    }
    if (!lastKey || line.trim() === "") continue;
    const item = /^\s+-\s+(.*)$/.exec(line);
    const current = values[lastKey];
    if (item && (current === null || Array.isArray(current))) {
      values[lastKey] = [...((current as unknown[] | null) ?? []), unquote(item[1].trim())];
    } else if (/^\s/.test(line) && typeof current === "string") {
      values[lastKey] = `${current}\n${line.trim()}`;
    }
  }
  return values;
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted ? quoted[1] : value;
}

/** A Claude Code subagent file: YAML frontmatter (keys in the given order) and the body. */
export function renderFile(frontmatter: Record<string, unknown>, body: string): string {
  const yaml = Object.keys(frontmatter).length === 0 ? "" : stringify(frontmatter, { lineWidth: 0 });
  return `---\n${yaml}---\n\n${body}${body.endsWith("\n") || body === "" ? "" : "\n"}`;
}
