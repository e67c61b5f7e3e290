import { describe, expect, it } from "vitest";
import { liveName, savedAgo } from "./saved-ago";

const at = new Date("2026-01-10T12:00:00Z");
const before = (seconds: number) => new Date(at.getTime() - seconds * 1000);

describe("savedAgo", () => {
  it("counts up from just now to minutes, hours and days", () => {
    expect(savedAgo(before(5), at)).toBe("just now");
    expect(savedAgo(before(3 * 60 + 20), at)).toBe("3 min ago");
    expect(savedAgo(before(2 * 3600 + 59 * 60), at)).toBe("2 h ago");
    expect(savedAgo(before(26 * 3600), at)).toBe("1 day ago");
    expect(savedAgo(before(5 * 86400), at)).toBe("5 days ago");
  });

  it("says just now for a clock a little behind the server's", () => {
    expect(savedAgo(new Date(at.getTime() + 4000), at)).toBe("just now");
  });
});

describe("liveName", () => {
  it("names a live version the one way the editor does", () => {
    expect(liveName(2)).toBe("Live v2");
  });
});
