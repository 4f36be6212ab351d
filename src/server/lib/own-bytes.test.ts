import { describe, expect, it } from 'vitest';
import { ownBytes } from './own-bytes.ts';

describe('ownBytes', () => {
  it('copies a small buffer out of the shared slab into one of its own size', () => {
    const pooled = Buffer.from('a small answer');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length); // a view of the pool
    const own = ownBytes(pooled);
    expect(own.equals(pooled)).toBe(true);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(own.byteOffset).toBe(0);
  });

  it('keeps a buffer that already owns its memory', () => {
    const own = Buffer.alloc(100_000, 1);
    expect(ownBytes(own)).toBe(own);
  });
});
