import { describe, expect, test } from "vitest";
import { briefHints } from "./brief-hints";

// Seed 003's contrast: the same Expert described for humans, and briefed for models.
const FOR_HUMANS = "Thirty years in accounting. I'll untangle your books and make tax season painless.";
const FOR_MODELS = `Handles bookkeeping and tax questions for small businesses in mainland China.
Accepts: bank statements, scanned invoices, prior-period ledgers, specific tax policy questions.
Produces: categorized ledgers, tax risk checklists, filing guidance.
Does not accept: audit opinions, cross-border tax, listed-company compliance.`;

const verdicts = (brief: string) => Object.fromEntries(briefHints(brief).map((h) => [h.id, h.ok]));

describe("briefHints", () => {
  test("seed 003's brief for models says all three things at a sensible length", () => {
    expect(verdicts(FOR_MODELS)).toEqual({ accepts: true, produces: true, rejects: true, length: true });
    expect(briefHints(FOR_MODELS).find((h) => h.id === "length")?.message).toMatch(
      /^A sensible length \(39 words, about \d+ tokens\)\.$/,
    );
  });

  test("seed 003's description, used as a brief, says none of them and is short", () => {
    expect(verdicts(FOR_HUMANS)).toEqual({ accepts: false, produces: false, rejects: false, length: false });
    const messages = briefHints(FOR_HUMANS).map((h) => h.message);
    expect(messages).toEqual([
      expect.stringMatching(/^Say what it accepts/),
      expect.stringMatching(/^Say what it produces/),
      expect.stringMatching(/^Say what it does not accept/),
      expect.stringMatching(/^Short \(13 words, about \d+ tokens\)/),
    ]);
  });

  test.each([
    [
      "a refusal alone does not count as accepting",
      "Does not handle audits or cross-border tax questions of any kind at all, sorry.",
      { accepts: false, rejects: true },
    ],
    [
      "other phrasings",
      "Takes a CSV export of transactions and returns a reconciled ledger; out of scope: payroll and audits.",
      { accepts: true, produces: true, rejects: true },
    ],
    [
      "accepts and produces, no refusal",
      "Accepts SQL schemas and questions in plain English about the data. Produces a query and a short explanation.",
      { accepts: true, produces: true, rejects: false },
    ],
  ])("%s", (_label, brief, expected) => {
    expect(verdicts(brief)).toMatchObject(expected);
  });

  test("a long brief is flagged, not refused", () => {
    const long = `Accepts contracts. Produces redlines. Does not accept litigation. ${"More detail. ".repeat(80)}`;
    const hint = briefHints(long).find((h) => h.id === "length");
    expect(hint).toMatchObject({ ok: false, message: expect.stringMatching(/^Long \(\d+ words, about \d+ tokens\)/) });
  });

  test.each(["", "   \n ", null, undefined])("no brief (%j) is one hint: the description stands in", (brief) => {
    expect(briefHints(brief as string)).toEqual([
      {
        id: "missing",
        ok: false,
        message: expect.stringMatching(/^No brief: other Experts' models read the description/),
      },
    ]);
  });

  test("the same brief gives the same hints every time (no regex state carried over)", () => {
    expect(briefHints(FOR_MODELS)).toEqual(briefHints(FOR_MODELS));
  });
});
