import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { addIdleSizes, formatReport, measurePages, targetBytes } from "../scripts/page-js-size";
import { at } from "@/lib/domain/at-index";
import { expectDefined } from "./support/defined";

function write(dir: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

const gz = (text: string) => gzipSync(Buffer.from(text)).length;
const CHUNKS = {
  poly: "polyfill();".repeat(50),
  main: "main();".repeat(80),
  layout: "layout();".repeat(30),
  editor: "editor();".repeat(400),
};

/** A build folder with the manifests Next 16 writes, for a home page, the editor and a route handler. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "page-js-size-"));
  for (const [name, text] of Object.entries(CHUNKS)) write(dir, `static/chunks/${name}.js`, text);
  write(
    dir,
    "build-manifest.json",
    JSON.stringify({ polyfillFiles: ["static/chunks/poly.js"], rootMainFiles: ["static/chunks/main.js"] }),
  );
  write(
    dir,
    "server/app-paths-manifest.json",
    JSON.stringify({
      "/page": "app/page.js",
      "/studio/[expertId]/page": "x",
      "/api/health/route": "y",
      "/_global-error/page": "z",
    }),
  );
  const manifest = (entry: string, files: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(entry)}] = ${JSON.stringify({ entryJSFiles: files })};`;
  write(
    dir,
    "server/app/page_client-reference-manifest.js",
    manifest("/page", {
      "[project]/app/layout": ["static/chunks/layout.js"],
      "[project]/app/page": ["static/chunks/layout.js"],
    }),
  );
  write(
    dir,
    "server/app/studio/[expertId]/page_client-reference-manifest.js",
    manifest("/studio/[expertId]/page", {
      "[project]/app/layout": ["static/chunks/layout.js"],
      "[project]/app/studio/[expertId]/page": ["static/chunks/layout.js", "static/chunks/editor.js"],
    }),
  );
  return dir;
}

describe("measurePages", () => {
  test("sums each page's scripts once: polyfills, root scripts and its segments' chunks; route handlers are left out", () => {
    const pages = measurePages(fakeBuild());
    expect(pages.map((p) => p.route)).toEqual(["/", "/studio/[expertId]"]);
    const home = at(pages, 0);
    const editor = at(pages, 1);
    expect(home.scripts.map((s) => s.file)).toEqual([
      "static/chunks/poly.js",
      "static/chunks/main.js",
      "static/chunks/layout.js",
    ]);
    expect(home.gzipBytes).toBe(gz(CHUNKS.poly) + gz(CHUNKS.main) + gz(CHUNKS.layout));
    expect(home.modernGzipBytes).toBe(home.gzipBytes - gz(CHUNKS.poly));
    expect(editor.gzipBytes).toBe(home.gzipBytes + gz(CHUNKS.editor));
  });

  test("the report shows the editor against its 200 kB target", () => {
    const report = formatReport(measurePages(fakeBuild()));
    expect(report).toMatch(/^\/studio\/\[expertId\] .* target 200\.0 kB \(all\): met, \d+\.\d kB to spare$/m);
  });

  test("the browser's count adds the polyfills it skips and every lazy chunk it fetched; the target takes the larger width", () => {
    const dir = fakeBuild();
    const lazy = "lazy();".repeat(300);
    write(dir, "static/chunks/lazy.js", lazy);
    const modernEditor = ["static/chunks/main.js", "static/chunks/layout.js", "static/chunks/editor.js"];
    const pages = addIdleSizes(dir, measurePages(dir), [
      {
        route: "/studio/[expertId]",
        width: 1280,
        files: [...modernEditor, "static/chunks/lazy.js", "static/chunks/lazy.js"],
      },
      { route: "/studio/[expertId]", width: 390, files: modernEditor },
    ]);
    const editor = pages.find((p) => p.route === "/studio/[expertId]")!;
    const narrow = expectDefined(editor.idle?.["390"], "the editor's idle size at 390 px");
    const wide = expectDefined(editor.idle?.["1280"], "the editor's idle size at 1280 px");
    expect(narrow.gzipBytes).toBe(editor.gzipBytes);
    expect(wide.gzipBytes).toBe(editor.gzipBytes + gz(lazy));
    expect(wide.modernGzipBytes).toBe(editor.modernGzipBytes + gz(lazy));
    expect(wide.lazy).toEqual([{ file: "static/chunks/lazy.js", gzipBytes: gz(lazy) }]);
    expect(targetBytes(editor)).toBe(editor.gzipBytes + gz(lazy));
    expect(pages.find((p) => p.route === "/")!.idle).toBeUndefined();
    expect(formatReport(pages)).toMatch(/idle at 1280 px +idle at 390 px/);
  });

  test("a script the browser fetched that the build no longer has asks for a fresh count", () => {
    const dir = fakeBuild();
    expect(() =>
      addIdleSizes(dir, measurePages(dir), [{ route: "/", width: 390, files: ["static/chunks/gone.js"] }]),
    ).toThrow(/gone\.js is missing: the build changed/);
  });

  test("without a build it says to run next build", () => {
    expect(() => measurePages(mkdtempSync(path.join(tmpdir(), "no-build-")))).toThrow(
      /build-manifest\.json is missing: run `next build` first\./,
    );
  });
});
