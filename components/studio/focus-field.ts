/**
 * Scrolls to an editor field and focuses it. A subagent's fields load when its card opens (the
 * card opens itself on a refused save), so a card target waits a moment for them to appear.
 */
export function focusField(target: string) {
  const started = performance.now();
  const attempt = () => {
    const element = findTarget(target);
    const waiting = target.startsWith("spec-") && !isField(element) && performance.now() - started < 2000;
    if (waiting) return void requestAnimationFrame(attempt);
    if (!element) return;
    if (!isField(element) && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
    element.scrollIntoView({ block: "center" });
    element.focus({ preventScroll: true });
  };
  attempt();
}

function findTarget(target: string): HTMLElement | null {
  if (!target.startsWith("spec-")) return document.getElementById(target);
  const byId = (suffix: string) => document.getElementById(`${target}-${suffix}`);
  return (
    byId("raw") ??
    byId("name") ??
    document.getElementById(target)?.querySelector<HTMLElement>("button[aria-expanded]") ??
    null
  );
}

const isField = (element: HTMLElement | null) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
