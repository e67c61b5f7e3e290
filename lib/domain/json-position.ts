export type JsonProblem = { line: number; column: number; message: string };

/**
 * Why a raw spec is not a JSON object, with the line and column to look at (1-based); null when
 * it is one. Engines word (and position) JSON.parse errors differently, so a small scanner finds
 * the first offending character itself.
 */
export function jsonObjectProblem(text: string): JsonProblem | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const { offset, message } = firstSyntaxError(text);
    return { ...lineAndColumn(text, offset), message };
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return null;
  const start = text.length - text.trimStart().length;
  const kind = Array.isArray(value) ? "an array" : value === null ? "null" : `a ${typeof value}`;
  return { ...lineAndColumn(text, start), message: `A spec must be a JSON object ({ … }); this is ${kind}.` };
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - (before.lastIndexOf("\n") + 1) + 1 };
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

function firstSyntaxError(text: string): { offset: number; message: string } {
  let i = 0;
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text.charAt(i))) i++;
  };
  const fail = (message: string, at = i): never => {
    throw new Stop(
      at,
      at >= text.length ? "The JSON ends too early: a closing bracket, brace or quote is missing." : message,
    );
  };
  const shown = () => (i < text.length ? JSON.stringify(text[i]) : "the end");
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\n") fail("A line break inside a string must be written \\n.");
      if (text[i] === "\\") i++;
      i++;
    }
    if (i >= text.length) fail("");
    i++;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === "{") return container("}", true);
    if (c === "[") return container("]", false);
    if (c === '"') return string();
    const literal = /^(true|false|null|-?\d+(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i));
    if (literal) {
      i += literal[0].length;
      return;
    }
    fail(c === "'" ? 'Strings need double quotes ("), not single quotes.' : `Expected a value here, found ${shown()}.`);
  };
  const container = (close: string, keyed: boolean) => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      ws();
      if (keyed) {
        if (text[i] !== '"') fail(`Expected a key in double quotes, found ${shown()}.`);
        string();
        ws();
        if (text[i] !== ":") fail(`Expected ":" after the key, found ${shown()}.`);
        i++;
      }
      value();
      ws();
      if (text[i] === ",") {
        const comma = i++;
        ws();
        if (text[i] === close) fail(`Remove the comma before the closing ${keyed ? "brace" : "bracket"}.`, comma);
        continue;
      }
      if (text[i] === close) return void i++;
      fail(`Expected "," or "${close}", found ${shown()}.`);
    }
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`Unexpected ${shown()} after the end of the JSON value.`);
    return { offset: 0, message: "The JSON could not be read." };
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, message: error.message };
    throw error;
  }
}
