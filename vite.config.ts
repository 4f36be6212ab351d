import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** React, React DOM and React Router: one file, cached across deploys that do not upgrade them. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/** The root route and the browser entry: what every page loads before hydrating. */
const ROOT = resolve(import.meta.dirname, 'src/web/root.tsx');
const ENTRY = resolve(import.meta.dirname, 'src/web/entry.client.tsx');

/**
 * The product page's route module rides in the shop chunk too: product pages are where
 * most visits land (search, ads, shared links) and their JavaScript has a budget
 * (issue #3: 120 KB gzip). Other pages load ~2 KB gzip more on a first visit, and then
 * open product pages with no route code to fetch.
 */
const PRODUCT = resolve(import.meta.dirname, 'src/web/routes/product.tsx');

/** Small modules the catalogue pages share besides the root's (product, category, home, content pages). */
const SHARED = new RegExp(
  [
    String.raw`src[\\/]domain[\\/](money[\\/]money|catalog[\\/]catalog|media[\\/]images)\.ts$`,
    String.raw`src[\\/]web[\\/]lib[\\/](analytics|meta|markdown)\.tsx?$`,
    String.raw`src[\\/]web[\\/]components[\\/](price|product-image|breadcrumbs)\.tsx$`,
  ].join('|'),
);

/** Modules that the given ones import statically, directly or not (dynamic imports load on use). */
function staticImports(ids: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...ids];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The shop's own code that every page loads at hydration, found in the module graph:
 * the root route with everything it and the browser entry import statically, the
 * SHARED helpers and the product route. One file gzips better than a dozen small ones; what loads on use
 * (dynamic imports: the cart, dialogs, message sections, menus) stays out of it.
 */
function shopChunk(id: string, ctx: ChunkingContext): string | null {
  if (id === ENTRY || /node_modules/.test(id) || !id.includes(`${import.meta.dirname}/src/`)) return null;
  return id === PRODUCT || SHARED.test(id) || staticImports([ROOT, ENTRY], ctx).has(id) ? 'shop' : null;
}

/**
 * V8's explicit compile hint (Chrome 136+): the functions of a file that opens with it are
 * compiled on the thread that parses the file while it streams in, instead of lazily on
 * the main thread when first called. Given to the chunks whose functions nearly all run
 * while a page loads: React, React Router and the shop's root and product code. Measured
 * in docs/benchmarks.md: hydration's main-thread time fell by a third.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const EAGER_CHUNKS = new Set(['framework', 'shop']);

/**
 * The hint goes in as a banner, so a chunk's hashed name follows it, and is then moved
 * back to the top of the file: Vite writes its preload table above every banner, and
 * V8 reads the hint only before the first line of code. The server's build goes without.
 */
const compileHintFirst: Plugin = {
  name: 'shop:compile-hint-first',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_, bundle) {
      const line = `${COMPILE_HINT}\n`;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.code.includes(line)) continue;
        const code = file.code.replace(line, '');
        file.code = this.environment.name === 'client' ? line + code : code;
      }
    },
  },
};

/**
 * The browser build's chunk graph, written beside the served files (build/js-graph.json,
 * not under build/client): each chunk's static and dynamic imports and the shop's own
 * modules in it. bench/js-budget.ts reads it with React Router's route manifest to
 * compute, without a browser, the JavaScript each budgeted page loads (issue #42, item 5).
 */
const jsGraph: Plugin = {
  name: 'shop:js-graph',
  apply: 'build',
  writeBundle(options, bundle) {
    if (this.environment.name !== 'client' || !options.dir) return;
    const src = (id: string) => relative(import.meta.dirname, id.split('?')[0]!);
    const chunks: Record<string, { imports: string[]; dynamicImports: string[]; modules: string[] }> = {};
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      chunks[file.fileName] = {
        imports: file.imports,
        dynamicImports: file.dynamicImports,
        modules: file.moduleIds.filter((id) => id.startsWith(import.meta.dirname) && !/node_modules/.test(id)).map(src),
      };
    }
    mkdirSync(resolve(options.dir, '..'), { recursive: true });
    writeFileSync(resolve(options.dir, '..', 'js-graph.json'), `${JSON.stringify({ chunks }, null, 1)}\n`);
  },
};

/** Chunks every page has loaded before anything loads on use. */
const ALWAYS_LOADED = /^assets\/(framework|shop|rolldown-runtime)-/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileHintFirst, jsGraph],
  build: {
    target: 'es2022',
    // A dynamic import preloads only the chunks it needs besides its own file (which
    // the import fetches at once) and those every page already has: the table of
    // preload lists travels in the shop chunk.
    modulePreload: {
      resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      output: {
        postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? COMPILE_HINT : ''),
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: shopChunk, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
