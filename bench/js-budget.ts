// The JavaScript budget (issue #42, item 5): bench/js-budget.json gives each page people
// land on the most gzip (level 9) KB of JavaScript a browser may load for it. Two
// measures are held to it:
// - the bench (bench/run.ts, row "product page javascript"): every script Chromium
//   loads for the page until the network is idle; it exits non-zero when a page is over;
// - the test suite (src/web/js-budget.test.ts): the same figure computed from the build
//   without a browser or a clock (`builtPageJs` below), so a change that makes a page's
//   JavaScript grow fails `npm test`.
// What the build says a page loads: React Router's route manifest (the browser entry,
// the root route and the page's route, each with its static imports, as the page
// preloads them) and the manifest file itself, then what that code loads before
// hydrating: the page language's base catalogue (entry.client.tsx) and every catalogue
// section a loaded module awaits at its top level (`await loadSection('catalog')`),
// each with its static imports (build/js-graph.json, written by vite.config.ts).
// Scripts that load later on their own (on idle, on scroll) are not in it: the bench
// shows both figures side by side so such a difference is seen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');

export interface PageBudget {
  /** A name for the page in reports. */
  name: string;
  /** React Router's route id (src/web/routes.ts). */
  route: string;
  /** The path the bench opens: `{category}` and `{product}` are filled in with the catalogue's. */
  path: string;
  /** The most gzip KB (1024 bytes, level 9) of JavaScript the page may load. */
  maxGzipKB: number;
}

export interface PageJs {
  /** The script files (paths under the site's root: `/assets/…`). */
  files: string[];
  raw: number;
  gzip: number;
}

export function readBudget(file = join(root, 'bench', 'js-budget.json')): PageBudget[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { pages: PageBudget[] }).pages;
}

/** The sizes of these files as served, raw and gzipped at level 9; `read` gives a file's bytes. */
export function measure(files: Iterable<string>, read: (file: string) => Buffer): PageJs {
  const list = [...files].sort();
  let raw = 0;
  let gzip = 0;
  for (const file of list) {
    const body = read(file);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: list, raw, gzip };
}

/** The failure line of a page over its budget, or undefined when it is within it. */
export function overBudget(page: PageBudget, gzip: number, what: string): string | undefined {
  const kb = gzip / 1024;
  if (kb <= page.maxGzipKB) return undefined;
  return `${page.name} (${page.path}): ${kb.toFixed(1)} KB gzip of JavaScript (${what}), budget ${page.maxGzipKB} KB: over by ${(kb - page.maxGzipKB).toFixed(1)} KB`;
}

interface RouteAssets {
  module: string;
  imports?: string[];
}
interface RouterManifest {
  entry: RouteAssets;
  routes: Record<string, RouteAssets>;
}
interface Graph {
  chunks: Record<string, { imports: string[]; dynamicImports: string[]; modules: string[] }>;
}

/** The build's React Router manifest, its file and the chunk graph; throws when there is no build. */
export function readBuild(buildDir = join(root, 'build')) {
  const serverIndex = join(buildDir, 'server', 'index.js');
  const graphFile = join(buildDir, 'js-graph.json');
  if (!existsSync(serverIndex) || !existsSync(graphFile)) {
    throw new Error(`no storefront build with its chunk graph in ${buildDir}: run \`npm run build\` first`);
  }
  const url = /"url":\s*"(\/assets\/manifest-[\w-]+\.js)"/.exec(readFileSync(serverIndex, 'utf8'))?.[1];
  if (!url) throw new Error(`no route manifest named in ${serverIndex}`);
  const text = readFileSync(join(buildDir, 'client', url), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as RouterManifest;
  const graph = JSON.parse(readFileSync(graphFile, 'utf8')) as Graph;
  return { buildDir, manifestUrl: url, manifest, graph };
}

const SECTION_AWAIT = /^await loadSection\(([^)]*)\)/gm;

/** What the build says a page of this route loads in this language (see the top of the file). */
export function builtPageJs(build: ReturnType<typeof readBuild>, route: string, locale = 'zh-cn'): PageJs {
  const { manifest, graph, manifestUrl, buildDir } = build;
  const assets = [manifest.entry, manifest.routes.root, manifest.routes[route]];
  if (!assets[2]) throw new Error(`no route "${route}" in the build's route manifest`);
  const chunkOf = (url: string) => url.replace(/^\//, '');
  const files = new Set<string>();
  const add = (chunk: string) => {
    if (files.has(chunk)) return;
    if (!graph.chunks[chunk]) throw new Error(`${chunk} is not in build/js-graph.json (a stale build?)`);
    files.add(chunk);
    for (const dep of graph.chunks[chunk]!.imports) add(dep);
  };
  for (const a of assets) for (const url of [a!.module, ...(a!.imports ?? [])]) add(chunkOf(url));
  // The catalogues: the base, then the sections the loaded modules wait for, until no new one.
  const catalogue = (part: string) => {
    const module =
      part === 'base' ? `src/web/i18n/catalogs/${locale}.ts` : `src/web/i18n/catalogs/${locale}/${part}.ts`;
    const chunk = Object.keys(graph.chunks).find((c) => graph.chunks[c]!.modules.includes(module));
    if (!chunk) throw new Error(`no chunk holds ${module}`);
    return chunk;
  };
  const parts = new Set(['base']);
  const scanned = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const part of parts) add(catalogue(part));
    for (const chunk of [...files]) {
      for (const module of graph.chunks[chunk]!.modules) {
        if (scanned.has(module)) continue;
        scanned.add(module);
        for (const [, args] of readFileSync(join(root, module), 'utf8').matchAll(SECTION_AWAIT)) {
          for (const [, section] of args!.matchAll(/'([\w-]+)'/g)) {
            if (!parts.has(section!)) {
              parts.add(section!);
              grew = true;
            }
          }
        }
      }
    }
  }
  return measure(
    [chunkOf(manifestUrl), ...files].map((f) => `/${f}`),
    (file) => readFileSync(join(buildDir, 'client', file)),
  );
}
