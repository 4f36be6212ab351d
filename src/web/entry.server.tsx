// Server entry: React Router's page rendered whole with React's Node renderer, plus the
// router context key the Fastify bridge uses to hand loaders the in-process API transport.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

import { allCatalogs } from './i18n/all-catalogs.ts';
import { registerCatalog } from './i18n/messages.ts';

export { serverApiContext } from './api/transport.ts';

registerCatalog('zh-cn', allCatalogs['zh-cn']);
registerCatalog('en', allCatalogs.en);

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The server bridge sends (and caches) whole pages, so the page is rendered to the
  // end into one buffer: no stream plumbing between React and the reply.
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
