// Hydration starts after the first screen's pictures (issue #20, item 2), and nothing a
// shopper does before it is lost. React Router puts `<link rel="modulepreload">` for
// every module of the page in <head> and one inline module script that imports them and
// hydrates. On a phone's slow link those ~125 KB (gzip) of JavaScript compete with the
// product picture for the same bandwidth, and Lighthouse's simulation puts every script
// that finished before the paint in front of it. The rendered page (entry.server.tsx) is
// therefore rewritten: the preload links go, the module script becomes inert (a type the
// browser does not run), and a small inline script in <head>, with the page's nonce,
// starts it, with the preloads, as soon as one of these happens:
// - the page's first paint and every `fetchpriority="high"` picture have been painted
//   (or the picture failed): Lighthouse counts what finished before the largest paint;
// - the shopper presses, touches or types (they want the page to act);
// - MAX_WAIT_MS have passed (a picture that never settles).
//
// Early input (the same script, from the first byte of the page on): until root.tsx
// marks the page hydrated (`html[data-hydrated]`), React listens to nothing, so
// - a click on a control (a button, a link, a submit button, anything with
//   role=button or data-needs-js) is stopped in the capture phase at the window (before
//   any listener of React's, which hydrates on the document) and its default prevented,
//   the scripts start at once, and once the page is hydrated the click is made again on
//   the same element (hydration keeps the server's nodes): the shopper gets what the
//   hydrated page does (a menu opens, a dialog, a navigation in place), once, even when
//   they tapped twice while waiting. Links and submit buttons are held too, not left to
//   the browser: without the scripts they work (issue #19), but as another page (the
//   plain address form instead of the one with the region picker, a full reload) while
//   the scripts are at most a moment away; if the page is not hydrated within
//   NATIVE_AFTER_MS of the click, they do what they do without scripts after all.
//   Held entries are made again in order, one per task; clicks and forms that come while
//   they are (after hydration) wait behind them, so "buy now" tapped then buys the
//   variant the held chips chose;
// - a form sent without a click (Enter in a field of a form without a button) is held
//   and sent again (requestSubmit) the same way;
// - files chosen in a file field stay in it, and React is told with a change event;
// - what is typed or chosen in a field, list or check box is kept (React 19.3 keeps the
//   field's text at hydration but its state does not know it: the change events that
//   React 19's `enableHydrationChangeEvent` would replay are off in the release) and
//   given to React as a change once hydrated: the value recorded at the shopper's last
//   change is set again through the element's own setter (React's value tracker then
//   holds another value) and the native one, then an input or change event follows.
// A page whose markup does not match (a React Router upgrade) is left as it was:
// e2e/catalog.test.ts ("the first paint") checks that pages are rewritten.
import type { ByteEdit } from './splice-bytes.server.ts';

/** The inert script's type and id; the starter turns it back into a module. */
export const DEFERRED_TYPE = 'text/x-shop-hydrate';
export const DEFERRED_ID = 'shop-hydrate';
/** The longest the scripts wait for the pictures, in ms. */
export const MAX_WAIT_MS = 3000;
/** A held link or submit button does its plain work when the page is not hydrated this long after the click. */
export const NATIVE_AFTER_MS = 10_000;

// React Router's markup, found as bytes (lib/splice-bytes.server.ts): `<link
// rel="modulepreload" href="…"( nonce="…")/>` in the head and the one `<script
// nonce="…" type="module" async="">…</script>` after it.
const PRELOAD_OPEN = '<link rel="modulepreload" href="';
const NONCE_ATTR = ' nonce="';
const MODULE_OPEN = '<script nonce="';
const MODULE_TYPE = '" type="module" async="">';
const HEAD_END = '</head>';

/**
 * Holds early input and starts the page's scripts (see above). Runs in <head>, before
 * the body is parsed: the picture wait begins at DOMContentLoaded. `hrefs`, `maxWait` and
 * `nativeAfter` are filled in per page. Serialised with toString: self-contained.
 */
function starter(hrefs: string[], maxWait: number, nativeAfter: number) {
  const root = document.documentElement;
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  let started = false;
  const parsed = (then: () => void) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  };
  // Not focus: a page's own autofocus would start them at once.
  const inputs = ['pointerdown', 'touchstart', 'keydown', 'input'];
  const start = () => {
    if (started) return;
    started = true;
    for (const type of inputs) removeEventListener(type, start, true);
    parsed(() => {
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
    });
  };
  for (const type of inputs) addEventListener(type, start, { capture: true, passive: true });
  setTimeout(start, maxWait);

  // Early input, made again once hydrated.
  type Held =
    | { kind: 'click'; el: HTMLElement }
    | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
    | { kind: 'value'; el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string | boolean }
    | { kind: 'files'; el: HTMLInputElement };
  let held: Held[] = [];
  let nativeTimer = 0;
  // Clicks and forms are held until every held entry has been made again, not only until
  // hydration: a tap while the queue is replayed (buy now while the variant chips held
  // before it are still to come) would otherwise act before them.
  let replaying = false;
  // The replay's own events pass the listeners.
  let dispatching = false;
  const hydrated = () => !!root.dataset.hydrated;
  const link = (el: Element) =>
    el instanceof HTMLAnchorElement &&
    !!el.href &&
    !el.hasAttribute('download') &&
    (!el.target || el.target === '_self') &&
    el.origin === location.origin &&
    // A jump within the page works as it is.
    !(el.hash && el.pathname === location.pathname && el.search === location.search);
  const control = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null;
    const el = target.closest<HTMLElement>(
      'a[href],button,input[type=submit],input[type=image],input[type=button],[role=button],[role=combobox]:not(input),[data-needs-js]',
    );
    if (!el || (el as HTMLButtonElement).disabled) return null;
    if (el instanceof HTMLAnchorElement && !link(el) && !el.hasAttribute('data-needs-js')) return null;
    return el;
  };
  const once = (el: HTMLElement) =>
    el instanceof HTMLAnchorElement ||
    el.hasAttribute('aria-expanded') ||
    el.hasAttribute('aria-pressed') ||
    el.hasAttribute('aria-haspopup') ||
    ((el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && el.type === 'submit');
  const hold = (entry: Held) => {
    const last = held[held.length - 1];
    // A second tap on the same link, form button or toggle while waiting is the same wish
    // (nothing seemed to happen); a step button (quantity +) counts each tap.
    if (entry.kind === 'click' && last?.kind === 'click' && last.el === entry.el && once(entry.el)) return;
    // Typing on in the same field: its latest value.
    if (entry.kind === 'value' && last?.kind === 'value' && last.el === entry.el) {
      last.value = entry.value;
      return;
    }
    held.push(entry);
    if (replaying) return;
    if (entry.kind !== 'value' && !nativeTimer) nativeTimer = setTimeout(native, nativeAfter) as unknown as number;
    start();
  };
  const onClick = (event: MouseEvent) => {
    if (dispatching || (hydrated() && !replaying) || event.defaultPrevented) return;
    // A new tab or window is the browser's.
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const el = control(event.target);
    if (!el) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: 'click', el });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (dispatching || (hydrated() && !replaying) || !(event.target instanceof HTMLFormElement)) return;
    if (event.target.target && event.target.target !== '_self') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: 'submit', form: event.target, submitter: event.submitter as HTMLElement | null });
  };
  const onChange = (event: Event) => {
    const el = event.target;
    // Once hydrated, React hears what is typed itself.
    if (hydrated()) return;
    if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)
      hold({ kind: 'value', el, value: el.value });
    // Chosen files stay in the field (hydration keeps the node): React is told once hydrated.
    else if (el instanceof HTMLInputElement && el.type === 'file') {
      if (event.type === 'change') hold({ kind: 'files', el });
    } else if (el instanceof HTMLInputElement) {
      const checkable = el.type === 'checkbox' || el.type === 'radio';
      if (el.type === 'radio' && !el.checked) return;
      hold({ kind: 'value', el, value: checkable ? el.checked : el.value });
    }
  };
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);
  addEventListener('input', onChange, true);
  addEventListener('change', onChange, true);
  const stop = () => {
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
    removeEventListener('input', onChange, true);
    removeEventListener('change', onChange, true);
    clearTimeout(nativeTimer);
  };
  const setValue = (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string | boolean) => {
    if (typeof value === 'boolean') {
      const input = el as HTMLInputElement;
      // Its own setter tells React's tracker the opposite; the click sets it and reports it.
      input.checked = !value;
      input.click();
      return;
    }
    const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    if (el instanceof HTMLSelectElement) {
      el.value = value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    el.value = value === '\u0001' ? '\u0002' : '\u0001';
    own?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const send = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    try {
      form.requestSubmit(submitter?.isConnected ? submitter : null);
    } catch {
      form.requestSubmit();
    }
  };
  // One at a time, each in a task of its own, as the shopper's were: React renders a
  // click's state change in a microtask, and the next held click (a variant chosen, then
  // "buy now") must see it. Taps made meanwhile join the end of the queue.
  const replay = () => {
    const entry = held.shift();
    if (!entry) {
      replaying = false;
      stop();
      return;
    }
    dispatching = true;
    try {
      if (entry.kind === 'value') {
        if (entry.el.isConnected) setValue(entry.el, entry.value);
      } else if (entry.kind === 'files') {
        if (entry.el.isConnected) entry.el.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (entry.kind === 'click') {
        if (entry.el.isConnected) entry.el.click();
      } else if (entry.form.isConnected) send(entry.form, entry.submitter);
    } finally {
      dispatching = false;
    }
    setTimeout(replay, 0);
  };
  // The scripts did not hydrate the page in time (failed, or a very slow link): held links
  // and forms do their plain work; a script-only button can do nothing.
  function native() {
    if (hydrated()) return;
    // The first held navigation or form is what the page becomes; without one, the held
    // clicks wait for the scripts still.
    const plain = held.find(
      (e) =>
        e.kind === 'submit' ||
        (e.kind === 'click' &&
          (e.el instanceof HTMLAnchorElement ||
            (e.el instanceof HTMLButtonElement && !!e.el.form && e.el.type === 'submit'))),
    );
    if (!plain) return;
    stop();
    observer.disconnect();
    held = [];
    if (plain.kind === 'submit') send(plain.form, plain.submitter);
    else if (plain.kind === 'click' && plain.el instanceof HTMLAnchorElement) location.assign(plain.el.href);
    else if (plain.kind === 'click') send((plain.el as HTMLButtonElement).form!, plain.el);
  }
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    clearTimeout(nativeTimer);
    replaying = true;
    replay();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });

  // What the browser reports painted: the first paint (paint timing) and each picture
  // (element timing, Chromium; the pictures carry `elementtiming`). Where it reports
  // nothing, two animation frames after the event stand in for the paint.
  parsed(() => {
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
  });
}

/** The starter's source, the same for every page. */
let starterSource: string | undefined;

/**
 * The edits that defer a page's scripts as above (lib/splice-bytes.server.ts), or none
 * when React Router's markup is not found (the page is then sent as it is).
 */
export function hydrationEdits(page: Buffer): ByteEdit[] {
  const typeAt = page.indexOf(MODULE_TYPE);
  const at = typeAt < 0 ? -1 : page.lastIndexOf(MODULE_OPEN, typeAt);
  if (at < 0) return [];
  const nonce = page.toString('latin1', at + MODULE_OPEN.length, typeAt);
  const head = page.indexOf(HEAD_END);
  if (nonce.includes('"') || head < 0 || head > at) return [];
  const edits: ByteEdit[] = [];
  const hrefs: string[] = [];
  for (let from = page.indexOf(PRELOAD_OPEN); from >= 0; from = page.indexOf(PRELOAD_OPEN, from + 1)) {
    const link = preloadAt(page, from);
    if (!link) continue;
    hrefs.push(link.href);
    edits.push({ at: from, end: link.end, bytes: EMPTY });
  }
  if (!hrefs.length) return [];
  starterSource ??= starter.toString();
  const code = `(${starterSource})(${JSON.stringify(hrefs)},${MAX_WAIT_MS},${NATIVE_AFTER_MS})`;
  // The inert script keeps the nonce too: every inline script of a page carries it.
  const inert = `<script nonce="${nonce}" type="${DEFERRED_TYPE}" id="${DEFERRED_ID}">`;
  const startScript = `<script nonce="${nonce}">${code.replaceAll('</', '<\\/')}</script>`;
  edits.push({ at: head, end: head, bytes: Buffer.from(startScript) });
  edits.push({ at, end: typeAt + MODULE_TYPE.length, bytes: Buffer.from(inert) });
  return edits;
}

const EMPTY = new Uint8Array(0);

/** The preload link starting at `from` (its href and where it ends), or none when the markup differs. */
function preloadAt(page: Buffer, from: number): { href: string; end: number } | undefined {
  const hrefAt = from + PRELOAD_OPEN.length;
  const hrefEnd = page.indexOf('"', hrefAt);
  if (hrefEnd <= hrefAt) return undefined;
  let end = hrefEnd + 1;
  if (page.toString('latin1', end, end + NONCE_ATTR.length) === NONCE_ATTR) {
    const nonceEnd = page.indexOf('"', end + NONCE_ATTR.length);
    if (nonceEnd < 0) return undefined;
    end = nonceEnd + 1;
  }
  if (page.toString('latin1', end, end + 2) !== '/>') return undefined;
  return { href: page.toString('utf8', hrefAt, hrefEnd), end: end + 2 };
}
