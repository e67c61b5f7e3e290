// @vitest-environment happy-dom
import { getNonce } from "get-nonce";
import { afterEach, describe, expect, test } from "vitest";
import { shareDocumentNonce } from "./style-nonce";

afterEach(() => document.head.replaceChildren());

describe("shareDocumentNonce", () => {
  test("gives the scroll lock's style injector the nonce of the document's own scripts", () => {
    const script = document.createElement("script");
    script.setAttribute("nonce", "r4nd0m-n0nce");
    document.head.append(script);
    shareDocumentNonce();
    expect(getNonce()).toBe("r4nd0m-n0nce");
  });

  test("leaves it alone when the page has no nonce (development's policy admits inline styles)", () => {
    const before = getNonce();
    document.head.append(document.createElement("script"));
    shareDocumentNonce();
    expect(getNonce()).toBe(before);
  });
});
