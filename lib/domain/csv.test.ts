import { describe, expect, test } from "vitest";
import { csvLine, parseDay } from "./csv";

describe("csvLine", () => {
  test.each([
    [["a", "b"], "a,b\r\n"],
    [["with, comma", 'say "hi"'], '"with, comma","say ""hi"""\r\n'],
    [["two\nlines"], '"two\nlines"\r\n'],
    [[null, undefined, 3, true], ",,3,true\r\n"],
    [['=HYPERLINK("x")', "+1", "-2", "@cmd"], '"\'=HYPERLINK(""x"")",\'+1,\'-2,\'@cmd\r\n'],
  ] as const)("%j", (cells, line) => expect(csvLine(cells)).toBe(line));

  test("numbers are not treated as formulas", () => expect(csvLine([-3])).toBe("-3\r\n"));
});

describe("parseDay", () => {
  test("a valid day is its UTC midnight", () =>
    expect(parseDay("2026-11-30")?.toISOString()).toBe("2026-11-30T00:00:00.000Z"));
  test.each(["", "2026-13-01", "2026-02-30", "30/11/2026", "2026-11-30T00:00"])("%j is no bound", (value) =>
    expect(parseDay(value)).toBeUndefined(),
  );
});
