import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { goodListQuery } from '../catalog/schemas.ts';
import { withSelectKey } from './select-key.ts';

describe('withSelectKey', () => {
  const query = withSelectKey(z.object({ page: z.coerce.number().default(1), q: z.string().optional() }), 'q');

  it("takes SPEC 7's key as the list's own search term", () => {
    expect(query.parse({ key: 'tea' })).toEqual({ page: 1, q: 'tea' });
    expect(goodListQuery.parse({ key: ' 龙井 ', page_size: '5' })).toMatchObject({ keyword: '龙井', page_size: 5 });
  });

  it('lets the own field win when both are sent, and leaves both out when neither is', () => {
    expect(query.parse({ key: 'tea', q: 'cup' })).toEqual({ page: 1, q: 'cup' });
    expect(query.parse({})).toEqual({ page: 1, q: undefined });
  });

  it('judges key like any search term', () => {
    expect(query.safeParse({ key: 'x'.repeat(101) }).success).toBe(false);
  });
});
