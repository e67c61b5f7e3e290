/** Splits a streamed body into complete lines; the tail of an unfinished line waits for the next chunk. */
export function createLineSplitter(onLine: (line: string) => void): { push(chunk: string): void; end(): void } {
  let pending = "";
  return {
    push(chunk) {
      pending += chunk;
      let at = pending.indexOf("\n");
      while (at >= 0) {
        const line = pending.slice(0, at).trim();
        pending = pending.slice(at + 1);
        if (line) onLine(line);
        at = pending.indexOf("\n");
      }
    },
    end() {
      const line = pending.trim();
      pending = "";
      if (line) onLine(line);
    },
  };
}
