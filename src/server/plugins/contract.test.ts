import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '../../domain/api-envelope.ts';
import { answerDrift, operationIdFor } from './contract.ts';

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
