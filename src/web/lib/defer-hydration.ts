// Hydration starts after the first screen's pictures (issue #20, item 2). React Router
// puts `<link rel="modulepreload">` for every module of the page in <head> and one inline
// module script that imports them and hydrates. On a phone's slow link those ~125 KB
// (gzip) of JavaScript compete with the product picture for the same bandwidth, and
// Lighthouse's simulation puts every script that finished before the paint in front of
// it. The server's HTML works without them (issue #19: links are links, forms post to
// the route's action), so the page is usable while they load. The rendered page
// (entry.server.tsx) is therefore rewritten: the preload links go, the module script
// becomes inert (a type the browser does not run), and a small inline script with the
// page's nonce starts it, with the preloads, as soon as one of these happens:
// - the page's first paint and every `fetchpriority="high"` picture have been painted
//   (or the picture failed): Lighthouse counts what finished before the largest paint;
// - the shopper presses, touches or types (they want the page to act);
// - MAX_WAIT_MS have passed (a picture that never settles).
// A list's choice made before React runs is made again once it does (links and forms
// need no such help: they work without it).
// A page whose markup does not match (a React Router upgrade) is left as it was:
// e2e/catalog.test.ts ("the first paint") checks that pages are rewritten.

/** The inert script's type and id; the starter turns it back into a module. */
export const DEFERRED_TYPE = 'text/x-shop-hydrate';
export const DEFERRED_ID = 'shop-hydrate';
/** The longest the scripts wait for the pictures, in ms. */
export const MAX_WAIT_MS = 3000;

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Starts the page's scripts: waits for the first paint and for the high-priority
 * pictures to be painted (or to fail), then adds the preloads and the module script with
 * the nonce of the script that runs this. An early input or the time limit starts them
 * at once. `hrefs` and `maxWait` are filled in per page. Serialised with toString:
 * self-contained.
 */
function starter(hrefs: string[], maxWait: number) {
  let started = false;
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  // Not focus: a page's own autofocus would start them at once.
  const inputs = ['pointerdown', 'touchstart', 'keydown', 'input'];
  const start = () => {
    if (started) return;
    started = true;
    for (const type of inputs) removeEventListener(type, start, true);
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
  for (const type of inputs) addEventListener(type, start, { capture: true, passive: true });
  setTimeout(start, maxWait);
  // A choice made in a list before React runs (a sort order) is lost on it: React
  // listens from hydration on. So it is made again once root.tsx marks the page hydrated.
  const chosen = new Set<HTMLSelectElement>();
  const choose = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) chosen.add(event.target);
  };
  addEventListener('change', choose, true);
  new MutationObserver((_, observer) => {
    if (!document.documentElement.dataset.hydrated) return;
    observer.disconnect();
    removeEventListener('change', choose, true);
    for (const select of chosen) if (select.isConnected) select.dispatchEvent(new Event('change', { bubbles: true }));
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  // What the browser reports painted: the first paint (paint timing) and each picture
  // (element timing, Chromium; the pictures carry `elementtiming`). Where it reports
  // nothing, two animation frames after the event stand in for the paint.
  const types = PerformanceObserver.supportedEntryTypes ?? [];
  const afterFrames = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));
  const pictures = new Set(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  let waiting = 1 + pictures.size;
  // Two frames more: the report of a paint may come a frame before the trace's.
  const done = () => {
    if (--waiting === 0) afterFrames(() => setTimeout(start, 0));
  };
  if (types.includes('paint')) {
    let painted = false;
    new PerformanceObserver((list, observer) => {
      if (painted || !list.getEntriesByName('first-contentful-paint').length) return;
      painted = true;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
  } else afterFrames(done);
  const shown = (img: Element | null) => {
    if (img && pictures.delete(img as HTMLImageElement)) done();
  };
  if (types.includes('element') && 'IntersectionObserver' in window) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shown((entry as PerformanceEntry & { element: Element | null }).element);
    }).observe({ type: 'element', buffered: true });
    // A picture off screen is never reported painted: it counts at once (the first report
    // comes with the first frame's layout; asking the layout here would force it).
    const view = new IntersectionObserver((entries) => {
      view.disconnect();
      for (const entry of entries) if (!entry.isIntersecting) shown(entry.target);
    });
    for (const img of pictures) view.observe(img);
  } else {
    for (const img of pictures) {
      const decoded = () =>
        img.decode().then(
          () => afterFrames(() => shown(img)),
          () => shown(img),
        );
      if (img.complete) decoded();
      else img.addEventListener('load', decoded, { once: true });
    }
  }
  for (const img of pictures) {
    if (img.complete && !img.naturalWidth) shown(img);
    else img.addEventListener('error', () => shown(img), { once: true });
  }
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
  const code = `(${starter.toString()})(${JSON.stringify(hrefs)},${MAX_WAIT_MS})`;
  const replacement =
    // The inert script keeps the nonce too: every inline script of a page carries it.
    `<script nonce="${nonce}" type="${DEFERRED_TYPE}" id="${DEFERRED_ID}">${body}</script>` +
    `<script nonce="${nonce}">${code.replaceAll('</', '<\\/')}</script>`;
  return withoutPreloads.replace(tag, () => replacement);
}
