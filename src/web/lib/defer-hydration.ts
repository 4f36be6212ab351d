// Hydration starts after the first screen's pictures (issue #20, item 2). React Router
// puts `<link rel="modulepreload">` for every module of the page in <head> and one inline
// module script that imports them and hydrates. On a phone's slow link those ~125 KB
// (gzip) of JavaScript compete with the product picture for the same bandwidth and the
// page's largest paint waits for them; the server's HTML is complete and readable
// without them. So the rendered page (entry.server.tsx) is rewritten: the preload links
// go, the module script becomes inert (a type the browser does not run), and a small
// inline script with the page's nonce starts it, with the preloads, once every
// `fetchpriority="high"` picture has loaded or failed and a frame has been painted.
// A page whose markup does not match (a React Router upgrade) is left as it was:
// e2e/catalog.test.ts ("the first paint") checks that pages are rewritten.

/** The inert script's type and id; the starter turns it back into a module. */
export const DEFERRED_TYPE = 'text/x-shop-hydrate';
export const DEFERRED_ID = 'shop-hydrate';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Starts the page's scripts: waits for the high-priority pictures (load or error), then
 * for the next frame, then adds the preloads and the module script with the nonce of the
 * script that runs this. `hrefs` is filled in per page.
 */
function starter(hrefs: string[]) {
  let started = false;
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  const start = () => {
    if (started) return;
    started = true;
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    const inert = document.getElementById('shop-hydrate');
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = inert?.textContent ?? '';
    document.body.appendChild(script);
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (img) => !img.complete,
  );
  let waiting = pictures.length;
  if (!waiting) afterFrame();
  for (const img of pictures) {
    const done = () => {
      if (--waiting === 0) afterFrame();
    };
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  }
  // A picture that never settles must not keep the page from working.
  setTimeout(start, 4000);
}

/** The page with its scripts deferred as above, or unchanged when React Router's markup is not found. */
export function deferHydration(html: string): string {
  const module = MODULE.exec(html);
  if (!module) return html;
  const [tag, nonce, body] = module as unknown as [string, string, string];
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_, href: string) => {
    hrefs.push(href);
    return '';
  });
  if (!hrefs.length) return html;
  const code = `(${starter.toString()})(${JSON.stringify(hrefs)})`;
  const replacement =
    // The inert script keeps the nonce too: every inline script of a page carries it.
    `<script nonce="${nonce}" type="${DEFERRED_TYPE}" id="${DEFERRED_ID}">${body}</script>` +
    `<script nonce="${nonce}">${code.replaceAll('</', '<\\/')}</script>`;
  return withoutPreloads.replace(tag, () => replacement);
}
