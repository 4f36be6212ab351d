// Server entry: React Router's page rendered whole with React's Node renderer, plus the
// router context key the Fastify bridge uses to hand loaders the in-process API transport.
import { readFileSync } from 'node:fs';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { serverApiContext } from './api/transport.ts';
import { appStylesHref, InlineStylesContext } from './components/app-styles.tsx';
import { InlineIconsContext, SYMBOLS_MARK, spriteSymbols } from './components/icon-symbols.tsx';
import sprite from './components/icons.svg?raw';
import { allCatalogs } from './i18n/all-catalogs.ts';
import { registerCatalog } from './i18n/messages.ts';
import { hydrationEdits } from './lib/defer-hydration.ts';
import { replaceMark, spliceBytes } from './lib/splice-bytes.server.ts';

export { serverApiContext } from './api/transport.ts';

registerCatalog('zh-cn', allCatalogs['zh-cn']);
registerCatalog('en', allCatalogs.en);

export const streamTimeout = 5_000;

/**
 * The built stylesheet, inlined in every page (components/app-styles.tsx). This file is
 * build/server/index.js once built, the stylesheet build/client/assets/…; the dev
 * server links the stylesheet instead.
 */
const appCss = import.meta.env.DEV
  ? Buffer.alloc(0)
  : readFileSync(new URL(`../client${appStylesHref}`, import.meta.url));

/** Rendered in the stylesheet's place and replaced by it afterwards: React never escapes and encodes the 62 KB. */
const STYLES_MARK = '/*shop-css*/';

/** The sprite's symbols by icon id, for the icons each page shows (components/icon-symbols.tsx). */
const symbols = spriteSymbols(sprite);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The bridge sends (and caches) whole pages, so the page is rendered to the end into
  // one buffer and handed over as bytes: no stream plumbing between React and the reply.
  return new Promise<Response>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    // React's Node renderer needs only write/end/on/destroy of its destination: a plain sink
    // skips the Writable machinery it would run for every 2 KB chunk.
    const sink = {
      // Bytes mostly; long strings (a big inline script) come as they are.
      write(chunk: Uint8Array | string) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        return true;
      },
      end() {
        clearTimeout(timeoutId);
        // The icons' symbols and the stylesheet go in their marks' places; the scripts
        // start after the first screen's pictures (lib/defer-hydration.ts), the dev
        // server's at once. All made on the bytes (lib/splice-bytes.server.ts).
        const html = Buffer.concat(chunks);
        loadContext.get(serverApiContext).html = spliceBytes(html, [
          ...replaceMark(html, SYMBOLS_MARK, () =>
            Buffer.from([...usedIcons].map((id) => symbols.get(id) ?? '').join('')),
          ),
          ...(appCss.length ? replaceMark(html, STYLES_MARK, () => appCss) : []),
          ...(import.meta.env.DEV ? [] : hydrationEdits(html)),
        ]);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
      },
      on() {
        return sink;
      },
      destroy(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
    };
    const nonce = loadContext.get(serverApiContext).nonce;
    const usedIcons = new Set<string>();
    const page = (
      <InlineStylesContext.Provider value={{ css: appCss.length ? STYLES_MARK : '', nonce }}>
        <InlineIconsContext.Provider value={usedIcons}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineIconsContext.Provider>
      </InlineStylesContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // Every boundary in its place. The page is sent whole (above), so React's default
      // (a completed boundary over 12.8 KB is moved to the document's end and swapped in
      // by a script after the first paint) only made the related goods row appear late and
      // push the footer, then in view, down (a phone's CLS 0.78 with the CPU slowed 8x).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink as unknown as NodeJS.WritableStream);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        logUnexpected(loadContext, error, 'page render failed');
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/**
 * A loader's or action's error. What a shopper meets every day is no error in the log:
 * a page or good not found (404), a POST to a page without a form (405), a session that
 * ended (401), and the database away (503, logged once by the server). Anything else is
 * logged once, structured, with the page request's id.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && (error.status < 500 || error.status === 503)) return;
  logUnexpected(context, error, 'page loader failed');
};

function logUnexpected(context: Readonly<RouterContextProvider>, error: unknown, message: string) {
  const log = context.get(serverApiContext).logError;
  if (log) log(error, message);
  else console.error(error);
}
