import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { PlaygroundTarget } from "@/lib/server/playground/access";
import { PlaygroundPage } from "./playground-page";

const target: PlaygroundTarget = {
  id: "e1",
  slug: "contract-review",
  name: "Contract Reviewer",
  versions: [
    { key: "draft", label: "Draft (saved)", number: null },
    { key: "live", label: "Live v2 (current)", number: 2 },
    { key: "v1", label: "Live v1", number: 1 },
  ],
};
const render = (provider: Parameters<typeof PlaygroundPage>[0]["data"]["provider"], showEndpoint = true) =>
  renderToStaticMarkup(
    createElement(PlaygroundPage, {
      data: { target, provider, day: { used: 1234, cap: 200_000 } },
      back: { href: "/studio/e1", label: "Back" },
      runUrl: "/studio/e1/playground/run",
      showEndpoint,
    }),
  );

describe("the playground page", () => {
  test("without a provider it says how to connect one, and the chat cannot send", () => {
    const html = render({ connected: false, problem: null });
    expect(html).toContain("Connect a model provider to use the playground");
    expect(html).toContain("MODEL_PROVIDER");
    expect(html).toMatch(/<textarea[^>]* disabled=""/);
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Send</);
  });

  test("with invalid settings it names the problem", () => {
    const html = render({
      connected: false,
      problem: "MODEL_BASE_URL is required when MODEL_PROVIDER is openai-compatible.",
    });
    expect(html).toContain(
      "The provider settings are not valid: MODEL_BASE_URL is required when MODEL_PROVIDER is openai-compatible.",
    );
  });

  test("with a provider it names it, offers the draft and every live version, and shows today's use", () => {
    const html = render({ connected: true, kind: "openai-compatible", label: "http://localhost:11434/v1" });
    expect(html).not.toContain("Connect a model provider");
    expect(html).toContain("answered by an OpenAI-compatible server at http://localhost:11434/v1");
    expect(html).toContain("Version to run");
    expect(html).toContain('<option value="draft" selected="">Draft (saved)</option>');
    expect(html).toContain('<option value="live">Live v2 (current)</option>');
    expect(html).toContain('<option value="v1">Live v1</option>');
    expect(html).toContain("Today: 1,234 of 200,000 tokens");
  });

  test("users of a live Expert are not told where a local server listens", () => {
    const html = render({ connected: true, kind: "openai-compatible", label: "http://10.0.0.7:11434/v1" }, false);
    expect(html).toContain("answered by an OpenAI-compatible server");
    expect(html).not.toContain("10.0.0.7");
  });
});
