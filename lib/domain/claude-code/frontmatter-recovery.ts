// Keys Claude Code reads in subagent frontmatter, plus a few collections add. In the line-by-line
// reading, any other `word:` line inside a description is the description's text (an example's
// `user:` or `assistant:` line), not a key of its own.
const KNOWN_KEYS: ReadonlySet<string> = new Set([
  "name", "description", "tools", "disallowedTools", "model", "permissionMode", "maxTurns", "skills",
  "mcpServers", "hooks", "memory", "background", "isolation", "color", "version", "author", "tags", "category",
]);

export type RecoveredFrontmatter = { values: Record<string, unknown>; howRead: string };

/**
 * Reads frontmatter that is not valid YAML as `key: value` lines. A description may run over
 * unindented lines (Claude-generated agents put `Examples:` and `<example>` blocks there): it
 * takes everything up to the next known key or the end of the frontmatter.
 */
export function readKeyValueLines(yaml: string): RecoveredFrontmatter {
  const values: Record<string, unknown> = {};
  let lastKey: string | null = null;
  let descriptionLines = 0;
  let descriptionEnd = "the closing `---`";
  for (const line of yaml.split("\n")) {
    const pair = /^([A-Za-z_][\w-]*):(?:\s+(.*))?$/.exec(line);
    const inDescription = lastKey === "description" && typeof values.description === "string";
    if (pair && (KNOWN_KEYS.has(pair[1]) || !inDescription)) {
      if (inDescription && descriptionLines > 1) descriptionEnd = `\`${pair[1]}:\``;
      lastKey = pair[1];
      const raw = (pair[2] ?? "").trim();
      values[lastKey] = raw === "" || /^[|>][-+]?$/.test(raw) ? null : unquote(raw);
      if (lastKey === "description") descriptionLines = 1;
      continue;
    }
    if (!lastKey) continue;
    const current = values[lastKey];
    const item = /^\s+-\s+(.*)$/.exec(line);
    if (item && (current === null || Array.isArray(current))) {
      values[lastKey] = [...((current as unknown[] | null) ?? []), unquote(item[1].trim())];
    } else if (inDescription || (lastKey === "description" && current === null && line.trim() !== "")) {
      values.description = current === null ? line.trim() : `${current}\n${line.trim()}`;
      descriptionLines += 1;
    } else if (line.trim() !== "" && /^\s/.test(line) && typeof current === "string") {
      values[lastKey] = `${current}\n${line.trim()}`;
    }
  }
  if (typeof values.description === "string") values.description = values.description.trim();
  const how = "It was read line by line as `key: value`";
  const description = descriptionLines > 1 ? `; the description was read over ${descriptionLines} lines, up to ${descriptionEnd}` : "";
  return { values, howRead: `${how}${description}. Check the result.` };
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted ? quoted[1] : value;
}
