import { describe, expect, it } from 'vitest';
import { FALLBACK_PRODUCT_IMAGE, imageSrcSet, imageUrl } from './images.ts';

describe('image helper', () => {
  it('appends the webp quality-50 suffix to our own images', () => {
    expect(imageUrl('/uploads/demo/tea-1.webp', 640)).toBe('/uploads/demo/tea-1.webp?w=640&q=50&fm=webp');
  });
  it('leaves other images alone and falls back when there is none', () => {
    expect(imageUrl('https://cdn.example/x.jpg', 640)).toBe('https://cdn.example/x.jpg');
    expect(imageUrl('', 640)).toBe(FALLBACK_PRODUCT_IMAGE);
    expect(imageUrl(null, 640, '/brand/logo.svg')).toBe('/brand/logo.svg');
  });
  it('builds a srcset up to a width', () => {
    expect(imageSrcSet('/uploads/a.webp', 320)).toBe(
      '/uploads/a.webp?w=160&q=50&fm=webp 160w, /uploads/a.webp?w=320&q=50&fm=webp 320w',
    );
    expect(imageSrcSet('https://x/y.png')).toBeUndefined();
  });
});
