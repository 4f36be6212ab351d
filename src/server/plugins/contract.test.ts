import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '../../domain/api/envelope.ts';
import { answerDrift, contractPlugin, operationIdFor } from './contract.ts';

describe('operation names', () => {
  it('are built from the method and the path, parameters included', () => {
    expect(operationIdFor('GET', '/v1/order/:id/express')).toBe('getOrderByIdExpress');
    expect(operationIdFor('POST', '/v2/order/confirm')).toBe('postV2OrderConfirm');
    expect(operationIdFor('GET', '/v1/admin/orders/export.csv')).toBe('getAdminOrdersExportCsv');
    expect(operationIdFor('DELETE', '/v1/cart/:sku_id')).toBe('deleteCartBySkuId');
  });
});

describe('answer drift', () => {
  const schema = envelope(z.object({ id: z.number(), tags: z.array(z.object({ name: z.string() })) }));
  const answer = (data: unknown) => JSON.stringify({ code: 200, message: 'ok', data });

  it('accepts an answer that matches its schema', () => {
    expect(answerDrift(schema, answer({ id: 1, tags: [{ name: 'a' }] }))).toEqual([]);
  });

  it('names a missing or mistyped field', () => {
    expect(answerDrift(schema, answer({ id: '1', tags: [] }))).toEqual([
      'data.id: Invalid input: expected number, received string',
    ]);
  });

  it('names a field the schema does not declare, however deep', () => {
    expect(answerDrift(schema, answer({ id: 1, tags: [{ name: 'a', secret: 1 }], extra: true }))).toEqual([
      "data.tags[0].secret: not declared in the answer's schema",
      "data.extra: not declared in the answer's schema",
    ]);
  });
});

describe('answers checked outside production', () => {
  async function appWith(checkAnswers: boolean, data: unknown) {
    const app = Fastify();
    app.decorateRequest('lang', 'en');
    await app.register(contractPlugin, { checkAnswers });
    app.get('/v1/thing', { schema: { response: { 200: envelope(z.object({ id: z.number() })) } } }, async () => ({
      code: 200,
      message: 'ok',
      data,
    }));
    // A pre-serialized answer (a cached string) is checked as well.
    app.get('/v1/text', { schema: { response: { 200: envelope(z.object({ id: z.number() })) } } }, async (_r, reply) =>
      reply.type('application/json').send(JSON.stringify({ code: 200, message: 'ok', data })),
    );
    return app;
  }

  it('sends a matching answer untouched', async () => {
    const app = await appWith(true, { id: 1 });
    expect((await app.inject({ url: '/v1/thing' })).json()).toEqual({ code: 200, message: 'ok', data: { id: 1 } });
  });

  it('turns a drifting answer into a 500 naming the drift, objects and strings alike', async () => {
    const app = await appWith(true, { id: 1, leaked: 'x' });
    for (const url of ['/v1/thing', '/v1/text']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.json().data.drift).toEqual([`GET ${url} 200: data.leaked: not declared in the answer's schema`]);
    }
  });

  it('leaves answers alone in production (nothing stripped, nothing checked)', async () => {
    const app = await appWith(false, { id: 1, leaked: 'x' });
    expect((await app.inject({ url: '/v1/thing' })).json().data).toEqual({ id: 1, leaked: 'x' });
  });
});
