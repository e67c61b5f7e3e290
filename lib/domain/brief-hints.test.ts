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

describe("briefs in other languages", () => {
  const ARABIC =
    "يقبل: كشوف الحسابات البنكية والفواتير الممسوحة ضوئيًا. ينتج: دفاتر مصنفة وإرشادات الإيداع. لا يقبل: آراء التدقيق أو الضرائب عبر الحدود.";
  const GERMAN =
    "Nimmt Kontoauszüge und gescannte Rechnungen entgegen. Liefert kategorisierte Hauptbücher und Hinweise zur Steuererklärung. Keine Prüfungsurteile.";
  const CHINESE =
    "处理中国大陆小企业的记账和税务问题。接受：银行对账单、扫描发票、往期账簿。产出：分类账簿、税务风险清单、申报指导。不接受：审计意见、跨境税务。";

  test.each([
    ["Arabic (right to left)", ARABIC],
    ["German (Latin letters)", GERMAN],
    ["Chinese (no spaces)", CHINESE],
  ])("%s: no English phrase hint misfires; a note says the checks read English only", (_label, brief) => {
    const hints = briefHints(brief);
    expect(hints.map((h) => h.id)).toEqual(["language", "length"]);
    expect(hints[0]).toMatchObject({ ok: null, message: expect.stringMatching(/English only/) });
  });

  test("words of a language written without spaces are counted, not read as one long word", () => {
    const hint = briefHints("处理中国大陆小企业的记账和税务问题。接受：银行对账单、扫描发票、往期账簿。").find(
      (h) => h.id === "length",
    );
    expect(hint?.message).not.toMatch(/\(1 word/);
    expect(hint?.message).toMatch(/\((\d+) words/);
    expect(Number(/\((\d+) words/.exec(hint?.message ?? "")?.[1])).toBeGreaterThan(5);
  });

  test("an English brief without the phrases still gets the English hints", () => {
    expect(briefHints("Helps with tax questions for small businesses in the EU.").map((h) => h.id)).toEqual([
      "accepts",
      "produces",
      "rejects",
      "length",
    ]);
  });
});
