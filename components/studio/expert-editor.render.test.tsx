// @vitest-environment happy-dom
import { act, createElement, type ComponentProps } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { saveExpertAction } from "@/lib/actions/expert-edits";
import { editorCatalog } from "@/lib/domain/editor-catalog";
import type { EditorExpert } from "@/lib/server/studio/expert-editor";

// Which parts of the editor render when one field changes. Server actions and the preview's route
// are the network boundary of this client component, so they are stubbed; everything rendered is
// the real code.
const rendered: string[] = [];

const router = { refresh: vi.fn(), push: vi.fn() }; // stable, like Next's
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/actions/expert-edits", () => ({
  saveExpertAction: vi.fn(async () => ({ status: "ok", version: 2 })),
  readStoredExpertAction: vi.fn(),
  restoreVersionAction: vi.fn(),
  setPublishedAction: vi.fn(),
  deleteExpertAction: vi.fn(),
}));
vi.mock("@/lib/actions/expert-versions", () => ({
  publishChangesAction: vi.fn(),
  discardChangesAction: vi.fn(),
  rollbackAction: vi.fn(),
  previewLiveAction: vi.fn(),
}));
vi.mock("@/lib/actions/evaluations", () => ({
  publishComparisonAction: vi.fn(async () => ({ status: "ok", comparison: null })),
}));
vi.mock("@/lib/actions/test-delegation", () => ({ sendTestDelegationAction: vi.fn() }));
vi.mock("@/lib/actions/subagent-routing", () => ({
  previewSubagentRoutingAction: vi.fn(async () => ({ status: "error", message: "not in this test" })),
}));
vi.mock("@/components/studio/section", async (original) => {
  const { Section } = await original<typeof import("@/components/studio/section")>();
  return { Section: (props: ComponentProps<typeof Section>) => (rendered.push(props.id), Section(props)) };
});
vi.mock("@/components/studio/spec-form-fields", async (original) => {
  const { SpecFormFields } = await original<typeof import("@/components/studio/spec-form-fields")>();
  return {
    SpecFormFields: (props: ComponentProps<typeof SpecFormFields>) => (
      rendered.push(props.idPrefix),
      SpecFormFields(props)
    ),
  };
});

function injectionWithVerdicts() {
  const kept = (index: number, name: string) => ({
    index,
    name,
    source: "expert",
    status: "kept",
    message: "Kept.",
    warnings: [],
    tools: [],
  });
  return {
    expert: { id: "e_test", slug: "tester", name: "Tester" },
    tools: [{ name: "read", layer: "global" }],
    toolReport: [],
    unknownPlugins: [],
    subagents: [],
    subagentReport: [kept(0, "first"), kept(1, "second")],
    builtins: [],
    notes: [],
    roster: [],
    rosterReport: [],
    prompt: "",
    tokens: 0,
  };
}

// POST /studio/<id>/preview, which the editor fetches.
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response(JSON.stringify({ status: "ok", injection: injectionWithVerdicts() }))),
);

const spec = (name: string) =>
  JSON.stringify({ name, description: `${name}.`, system_prompt: "Work.", tools: ["read"] });
const expert: EditorExpert = {
  id: "e_test",
  version: 1,
  status: "draft",
  updatedAt: new Date(0),
  name: "Tester",
  slug: "tester",
  description: "Tests.",
  priceLabel: null,
  instructions: "You test.",
  defaultModel: "claude-sonnet-4",
  plugins: [],
  delegatable: true,
  delegationBrief: null,
  teamGuard: { mode: "enforce", markers: [], deny: [] },
  specs: [spec("first"), spec("second")],
  disabledBuiltins: [],
};

let root: Root;
let container: HTMLElement;
beforeEach(async () => {
  vi.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  const { ExpertEditor } = await import("@/components/studio/expert-editor");
  root = createRoot(container);
  await act(async () =>
    root.render(
      createElement(ExpertEditor, {
        expert,
        history: [],
        catalog: editorCatalog(),
        savedBriefHints: { brief: expert.delegationBrief ?? "", hints: [] },
      }),
    ),
  );
  // Cards arrive closed; open both (their editor loads on opening) to type into a spec's form.
  for (const button of container.querySelectorAll<HTMLButtonElement>(
    'li[aria-label^="Subagent"] button[aria-expanded="false"]',
  )) {
    await act(async () => button.click());
  }
  await act(async () => {
    await import("@/components/studio/spec-card-body");
    await vi.advanceTimersByTimeAsync(0);
  });
  if (!container.querySelector("#spec-1-name")) throw new Error("the opened cards did not show their form");
  // Let the first preview answer arrive, then make a first edit: it flips the draft to "unsaved",
  // which the history's restore dialog reads. Only what the next edit renders is counted.
  await act(async () => vi.advanceTimersByTimeAsync(1_000));
  await type("#priceLabel", "free");
  await act(async () => vi.advanceTimersByTimeAsync(1_000));
  rendered.length = 0;
});
afterEach(async () => {
  await act(async () => root.unmount());
  vi.useRealTimers();
  container.remove();
});

/** Types into a controlled field the way a browser does (React listens to the native input event). */
async function type(selector: string, text: string) {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
  if (!field) throw new Error(`no field ${selector}`);
  let proto: object | null = Object.getPrototypeOf(field);
  while (proto && !Object.getOwnPropertyDescriptor(proto, "value")) proto = Object.getPrototypeOf(proto);
  // React tracks the prototype's value setter; set through it so the change is seen as the user's.
  const setter = proto ? Object.getOwnPropertyDescriptor(proto, "value")?.set : undefined;
  await act(async () => {
    if (setter) setter.call(field, text);
    else field.value = text;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("typing re-renders only what depends on the field", () => {
  test("the description re-renders the profile and the delegation preview of it, nothing else", async () => {
    await type("#description", "Tests everything.");
    expect(new Set(rendered)).toEqual(new Set(["profile", "delegation"]));
    expect(container.querySelector("#description-count")?.textContent).toContain("17 / 2,000");
    expect(container.textContent).toContain("Unsaved changes");
  });

  test("a subagent's name re-renders the subagents section and that card's form, not the other card", async () => {
    await type("#spec-0-name", "renamed");
    expect(new Set(rendered)).toEqual(new Set(["subagents", "spec-0"]));
  });

  test("the instructions re-render only their own section", async () => {
    await type("#instructions-prompt", "You test harder.");
    expect(new Set(rendered)).toEqual(new Set(["instructions"]));
  });
});

describe("closed spec cards", () => {
  test("a refused save opens the card whose spec it names, with the reason", async () => {
    const expander = container.querySelector<HTMLButtonElement>('li[aria-label="Subagent 2"] button[aria-expanded]')!;
    await act(async () => expander.click());
    expect(expander.getAttribute("aria-expanded")).toBe("false");
    vi.mocked(saveExpertAction).mockResolvedValueOnce({
      status: "error",
      code: "bad_request:invalid",
      message: "Fix the marked fields.",
      fieldErrors: { "specs.1.name": ["The name is already used by spec 1."] },
    } as never);
    const save = [...container.querySelectorAll("button")].find((b) => b.textContent === "Save changes")!;
    await act(async () => save.click());
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(expander.getAttribute("aria-expanded")).toBe("true");
    expect(container.querySelector('li[aria-label="Subagent 2"]')?.textContent).toContain(
      "The name is already used by spec 1.",
    );
  });
});
