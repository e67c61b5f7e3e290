import { describe, expect, test } from "vitest";
import { unprivilegedScript } from "./support/unprivileged-script";

// npm test's browser check: without Chromium and without root it stops, naming the package.
const ensure = unprivilegedScript("ensure-chromium.sh");
const run = (chromiumPath: string) => ensure(`CHROMIUM_PATH=${chromiumPath}`);

describe("scripts/ensure-chromium.sh", () => {
  test("passes when the browser is there", () => {
    expect(run("/bin/sh").status).toBe(0);
  });

  test("without the browser and without root, stops with a sentence naming the package", () => {
    const result = run("/nonexistent/chromium");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('install the Debian package "chromium"');
  });
});
