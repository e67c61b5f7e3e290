// Page JavaScript per page of the last `next build`, gzip-compressed, 1 kB = 1024 bytes (as the issue's
// figures were taken). Two counts: "first load" reads the build's own manifests (exactly the
// <script src> tags Next serves in a page's HTML: the legacy-browser polyfills, the root scripts and the
// client chunks of each segment of the route); "until idle" opens every page in Chromium at 1280 and
// 390 px (e2e/page-weight.spec.ts against the built app) and adds every script it fetches, lazy chunks
// included, until the network has been idle without any interaction. The editor's target is held
// against the larger "until idle" figure.
// Usage: npm run size:pages [-- --json] [-- --static] (--static: manifests only, starts nothing)
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

export const EDITOR_ROUTE = "/studio/[expertId]";
export const EDITOR_TARGET_BYTES = 200 * 1024;

export type PageSize = {
  route: string;
  gzipBytes: number;
  modernGzipBytes: number;
  scripts: { file: string; gzipBytes: number }[];
  /** Per viewport width: what Chromium fetched until the network was idle ("all" adds the noModule polyfills it skips). */
  idle?: Record<string, IdleSize>;
};
export type IdleSize = { gzipBytes: number; modernGzipBytes: number; lazy: { file: string; gzipBytes: number }[] };
/** What the browser run records: the scripts (build-relative, e.g. static/chunks/x.js) a page fetched at a width. */
export type IdleRecord = { route: string; width: number; files: string[] };
type BuildManifest = { polyfillFiles: string[]; rootMainFiles: string[] };
type ClientManifest = { entryJSFiles?: Record<string, string[]> };

/** Every app page of the build with the scripts it loads first and their gzip total. */
export function measurePages(nextDir: string): PageSize[] {
  const build = readJson<BuildManifest>(path.join(nextDir, "build-manifest.json"));
  const appPaths = readJson<Record<string, string>>(path.join(nextDir, "server", "app-paths-manifest.json"));
  const gzipSize = gzipSizer(nextDir);
  const pages: PageSize[] = [];
  for (const entry of Object.keys(appPaths)) {
    if (!entry.endsWith("/page")) continue; // route handlers load no JavaScript
    const route = entry === "/page" ? "/" : entry.slice(0, -"/page".length);
    if (route === "/_global-error") continue;
    const files = new Set([...build.polyfillFiles, ...build.rootMainFiles]);
    for (const chunks of Object.values(clientManifest(nextDir, entry).entryJSFiles ?? {}))
      for (const f of chunks) files.add(f);
    const scripts = [...files].map((file) => ({ file, gzipBytes: gzipSize(file) }));
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    // Modern browsers skip the noModule polyfills, so that figure is given too.
    const polyfills = scripts
      .filter((s) => build.polyfillFiles.includes(s.file))
      .reduce((sum, s) => sum + s.gzipBytes, 0);
    pages.push({ route, gzipBytes: total, modernGzipBytes: total - polyfills, scripts });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** Adds the browser's "until idle" figures to the manifest figures: the polyfills plus every script fetched. */
export function addIdleSizes(nextDir: string, pages: PageSize[], records: IdleRecord[]): PageSize[] {
  const gzipSize = gzipSizer(nextDir);
  const polyfills = readJson<BuildManifest>(path.join(nextDir, "build-manifest.json")).polyfillFiles;
  const polyfillBytes = polyfills.reduce((sum, f) => sum + gzipSize(f), 0);
  return pages.map((page) => {
    const idle: Record<string, IdleSize> = {};
    for (const r of records.filter((r) => r.route === page.route)) {
      const files = [...new Set(r.files)].filter((f) => !polyfills.includes(f));
      const modern = files.reduce((sum, f) => sum + gzipSize(f), 0);
      const firstLoad = new Set(page.scripts.map((s) => s.file));
      const lazy = files.filter((f) => !firstLoad.has(f)).map((file) => ({ file, gzipBytes: gzipSize(file) }));
      idle[String(r.width)] = { gzipBytes: modern + polyfillBytes, modernGzipBytes: modern, lazy };
    }
    return Object.keys(idle).length ? { ...page, idle } : page;
  });
}

function gzipSizer(nextDir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    if (!cache.has(file)) {
      const full = path.join(nextDir, file);
      if (!existsSync(full))
        throw new Error(`${full} is missing: the build changed since the pages were opened; run the count again.`);
      cache.set(file, gzipSync(readFileSync(full)).length);
    }
    return cache.get(file)!;
  };
}

// Next writes each route's client reference manifest as a script that assigns a global.
function clientManifest(nextDir: string, entry: string): ClientManifest {
  const file = path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`next build\` first.`);
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, ClientManifest> } };
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
  const manifest = sandbox.globalThis.__RSC_MANIFEST?.[entry];
  if (!manifest) throw new Error(`${file} does not describe ${entry}: rebuild with \`next build\`.`);
  return manifest;
}

function readJson<T>(file: string): T {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`next build\` first.`);
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The figure the target is held to: the larger "until idle" count when the browser ran, else the first load. */
export function targetBytes(page: PageSize): number {
  const idle = Object.values(page.idle ?? {}).map((i) => i.gzipBytes);
  return idle.length ? Math.max(...idle) : page.gzipBytes;
}

export function formatReport(pages: PageSize[]): string {
  const widths = [...new Set(pages.flatMap((p) => Object.keys(p.idle ?? {})))].sort((a, b) => Number(b) - Number(a));
  const width = Math.max(4, ...pages.map((p) => p.route.length));
  const col = (text: string) => text.padStart(17);
  const pair = (all: number, modern: number) => col(`${kB(all)} / ${kB(modern)}`.replace(/ kB \//, " /"));
  const lines = [
    `Page JavaScript, gzip (1 kB = 1024 B), "all / modern" ("modern" leaves out the noModule polyfills modern browsers skip).`,
    `"first load": the scripts the page's HTML names${widths.length ? `; "idle at N px": every script Chromium fetched until the network was idle, no interaction` : ""}.`,
    `${"page".padEnd(width)}  ${col("first load")}${widths.map((w) => `  ${col(`idle at ${w} px`)}`).join("")}`,
  ];
  for (const p of pages) {
    const margin = EDITOR_TARGET_BYTES - targetBytes(p);
    const verdict = margin >= 0 ? `met, ${kB(margin)} to spare` : `over by ${kB(-margin)}`;
    const target =
      p.route === EDITOR_ROUTE
        ? `  target ${kB(EDITOR_TARGET_BYTES)} (all${widths.length ? ", idle" : ""}): ${verdict}`
        : "";
    const idle = widths
      .map((w) => `  ${p.idle?.[w] ? pair(p.idle[w].gzipBytes, p.idle[w].modernGzipBytes) : col("-")}`)
      .join("");
    lines.push(`${p.route.padEnd(width)}  ${pair(p.gzipBytes, p.modernGzipBytes)}${idle}${target}`);
  }
  return lines.join("\n");
}

/** Opens every page in Chromium against the built app (Playwright starts it) and returns what each fetched. */
function recordIdleScripts(): IdleRecord[] {
  const out = mkdtempSync(path.join(tmpdir(), "page-weight-"));
  const run = spawnSync("npx", ["playwright", "test", "e2e/page-weight.spec.ts", "--reporter=line"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PAGE_WEIGHT_OUT: out },
  });
  const files = readdirSync(out).filter((f) => f.endsWith(".json"));
  if (run.status !== 0 || !files.length)
    throw new Error(
      "The browser count failed (see above); `npm run size:pages -- --static` counts from the manifests alone.",
    );
  return files.flatMap((f) => readJson<IdleRecord[]>(path.join(out, f)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const nextDir = path.join(process.cwd(), ".next");
    let pages = measurePages(nextDir);
    if (!process.argv.includes("--static")) pages = addIdleSizes(nextDir, pages, recordIdleScripts());
    console.log(process.argv.includes("--json") ? JSON.stringify(pages, null, 2) : formatReport(pages));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
