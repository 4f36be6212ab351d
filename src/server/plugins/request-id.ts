// A request id per request: on every log line of the request (pino's `reqId`, the SQL
// errors the error handler logs included) and in the answer's X-Request-Id, for
// support. An incoming X-Request-Id is kept only from a trusted proxy (TRUST_PROXY), so
// one id follows a request from the load balancer's log to ours; from anyone else it
// could forge or flood log lines. A page's in-process API calls carry the page's id (ssr.ts).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: a UUID, a hex trace id, and the like. */
const ACCEPTED = /^[\w.:@-]{1,128}$/;

/** Fastify's genReqId: the trusted incoming id, or a new UUID. */
export function requestIdGenerator(trustProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    if (trustProxy || (raw as { isLightMyRequest?: boolean }).isLightMyRequest) {
      const given = raw.headers[REQUEST_ID_HEADER];
      if (typeof given === 'string' && ACCEPTED.test(given)) return given;
    }
    return crypto.randomUUID();
  };
}

export const requestIdHeader = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
});
