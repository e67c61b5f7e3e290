// With the u flag a surrogate range matches only a surrogate that is not half of a pair.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The position (1-based, in UTF-16 units) of the first unpaired surrogate, or 0 when there is none. */
export function loneSurrogatePosition(text: string): number {
  const match = LONE_SURROGATE.exec(text);
  return match ? match.index + 1 : 0;
}

/**
 * Why such text is refused rather than stored: a lone UTF-16 surrogate cannot be written as UTF-8,
 * and the database would silently swap it for U+FFFD.
 */
export function loneSurrogateMessage(position: number): string {
  return `Character ${position} is half of a character pair (a lone UTF-16 surrogate) and cannot be stored as written; delete or retype it.`;
}

export type LoneSurrogateFound = { path: (string | number)[]; message: string };

// Paths are shared with the parent's, so a deep document costs no more than its size.
type PathNode = { key: string | number; parent: PathNode | null } | null;

function pathOf(node: PathNode): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = node; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first text in `value` (a string, or any key or string inside its arrays and objects, in
 * document order) holding a lone surrogate, with its path; null when all of it can be stored.
 * Walked with a stack of its own, so no nesting depth can overflow the call stack.
 */
export function findLoneSurrogate(value: unknown): LoneSurrogateFound | null {
  const stack: { value: unknown; at: PathNode }[] = [{ value, at: null }];
  while (stack.length > 0) {
    const { value: current, at } = stack.pop()!;
    if (typeof current === "string") {
      const position = loneSurrogatePosition(current);
      if (position > 0) return { path: pathOf(at), message: loneSurrogateMessage(position) };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], at: { key: i, parent: at } });
    } else if (typeof current === "object" && current !== null) {
      for (const [key, child] of Object.entries(current as Record<string, unknown>).toReversed()) {
        const node = { key, parent: at };
        stack.push({ value: child, at: node });
        // A key is checked before its value, where the path already names it.
        stack.push({ value: key, at: node });
      }
    }
  }
  return null;
}
