// Bridge from Fastify to the React Router request handler. Static files of the build
// are served by @fastify/static; every other non-API path renders on the server. Pages
// reach the API in-process (fastify.inject): no network hop, one code path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { CSRF_COOKIE } from '../domain/constants.ts';
import type { ServerApiContextValue, ServerTransport } from '../web/api/transport.ts';

interface ShopServerBuild extends ServerBuild {
  entry: ServerBuild['entry'] & { module: ServerBuild['entry']['module'] & { serverApiContext: unknown } };
}

/** Forwarded from the page request to in-process API calls. */
const FORWARDED = ['user-agent', 'x-forwarded-for', 'x-request-id'] as const;

export async function registerSsr(app: FastifyInstance, opts: { buildDir: string }) {
  const build = (await import(pathToFileURL(join(opts.buildDir, 'server', 'index.js')).href)) as ShopServerBuild;
  const handler = createRequestHandler(build, 'production');
  const buildId = readBuildId(opts.buildDir);

  await app.register(fastifyStatic, {
    root: join(opts.buildDir, 'client'),
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      // Hashed file names never change: cache for a year. Other files: revalidate.
      const immutable = path.includes('/assets/');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  function transportFor(req: FastifyRequest, setCookies: string[]): ServerTransport {
    // The page's anti-forgery cookie may be new in this response: API calls must see it too.
    const csrf = `${CSRF_COOKIE}=${req.csrfToken()}`;
    const cookie = req.headers.cookie?.includes(csrf)
      ? req.headers.cookie
      : [req.headers.cookie, csrf].filter(Boolean).join('; ');
    return async ({ method, url, headers, body }) => {
      const forwarded: Record<string, string> = { cookie };
      for (const name of FORWARDED) {
        const v = req.headers[name];
        if (typeof v === 'string') forwarded[name] = v;
      }
      const res = await app.inject({
        method,
        url,
        headers: { ...forwarded, ...headers, host: req.headers.host ?? 'localhost' },
        remoteAddress: req.ip,
        payload: body,
      });
      const cookies = res.headers['set-cookie'];
      if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
      const outHeaders = new Headers();
      for (const [k, v] of Object.entries(res.headers)) {
        if (typeof v === 'string') outHeaders.set(k, v);
      }
      return { status: res.statusCode, headers: outHeaders, text: res.body };
    };
  }

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(405).header('allow', 'GET, HEAD').send();
    }
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    }
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const request = new Request(origin + req.url, { method: req.method, headers, signal: controller.signal });

    const setCookies: string[] = [];
    const value: ServerApiContextValue = {
      transport: transportFor(req, setCookies),
      csrfToken: req.csrfToken(),
      buildId,
      publicUrl: app.deps.config.publicUrl,
    };
    const context = new RouterContextProvider(new Map([[build.entry.module.serverApiContext as never, value]]));
    const response = await handler(request, context);

    reply.status(response.status);
    for (const [k, v] of response.headers) {
      if (k !== 'set-cookie') reply.header(k, v);
    }
    const cookies = [...setCookies, ...response.headers.getSetCookie()];
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as never));
  }

  return { handle, buildId };
}

function readBuildId(buildDir: string): string {
  try {
    return readFileSync(join(buildDir, '.shop-build-stamp'), 'utf8').slice(0, 12);
  } catch {
    return 'dev';
  }
}
