import { setNonce } from "get-nonce";

/**
 * Radix's scroll lock (react-remove-scroll) injects a <style> element, and the page's policy
 * admits only styles carrying this document's nonce (proxy.ts). Next puts that nonce on its own
 * scripts; the browser hides the attribute but keeps the `nonce` property. The nonce is read from
 * the document rather than passed from the server because a refresh renders the layout for a new
 * request with a new nonce, while the policy in force stays the one the document arrived with.
 */
export function shareDocumentNonce(): void {
  if (typeof document === "undefined") return;
  const script = document.querySelector<HTMLScriptElement>("script[nonce]");
  // Browsers blank the attribute once the page is parsed and keep the property; a DOM without the
  // property (an older engine, a test DOM) still has the attribute.
  const nonce = script?.nonce || script?.getAttribute("nonce");
  if (nonce) setNonce(nonce);
}
