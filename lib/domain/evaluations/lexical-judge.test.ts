import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { rankByRelevance } from "../relevance";
import { judgeLexically, LEXICAL_FLOOR, type JudgeCandidates } from "./lexical-judge";

const CANDIDATES: JudgeCandidates = {
  subagents: [
    { name: "sql-writer", description: "Writes SQL queries against the warehouse tables." },
    { name: "chart-maker", description: "Draws charts of query results." },
  ],
  roster: [
    { id: "e1", slug: "contract-review", name: "Contract Review", brief: "Reviews contracts clause by clause." },
  ],
};

describe("judgeLexically", () => {
  test("the best subagent wins, with its score and matched terms", () => {
    const j = judgeLexically(CANDIDATES, "Please write a SQL query for revenue");
    expect(j.chosen).toBe("subagent:sql-writer");
    expect(j.scores[0]).toMatchObject({ target: "subagent:sql-writer", matchedTerms: ["write", "sql", "query"] });
    // The same figure as the §11 ranking, rounded to three places.
    const bm25 = at(
      rankByRelevance(
        CANDIDATES.subagents.map((s) => ({ id: s.name, name: s.name, text: s.description })),
        "Please write a SQL query for revenue",
      ),
      0,
    ).score;
    expect(at(j.scores, 0).score).toBeCloseTo(bm25, 3);
  });
  test("a roster entry wins by its slug and brief, named by slug", () => {
    expect(judgeLexically(CANDIDATES, "Is clause 4 of this contract standard?").chosen).toBe(
      "delegate:contract-review",
    );
  });
  test("nothing matched: none, with no scores", () => {
    expect(judgeLexically(CANDIDATES, "What is the weather like?")).toEqual({ chosen: "none", scores: [] });
  });
  test("a best score under the floor is none, and its score is still shown", () => {
    const j = judgeLexically(CANDIDATES, "charts", 1_000);
    expect(j.chosen).toBe("none");
    expect(at(j.scores, 0).target).toBe("subagent:chart-maker");
    expect(LEXICAL_FLOOR).toBeGreaterThan(0);
  });
  test("at most three scores are kept", () => {
    const many: JudgeCandidates = {
      subagents: Array.from({ length: 6 }, (_, i) => ({ name: `s${i}`, description: "report" })),
      roster: [],
    };
    expect(judgeLexically(many, "report").scores).toHaveLength(3);
  });
});
