// The inline logo and the logo file (favicon, sharing image, an owner's starting point)
// must stay one drawing.
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark.tsx';

/** The shapes of a drawing: the gradient's id made neutral, empty elements closed alike. */
const shapes = (svg: string) =>
  svg
    .slice(svg.indexOf('<defs>'), svg.lastIndexOf('</svg>'))
    .replace(/\bid="[^"]*"/g, 'id="g"')
    .replace(/url\(#[^)]*\)/g, 'url(#g)')
    .replace(/><\/(stop|rect|path|circle)>/g, '/>');

describe('brand mark', () => {
  it('draws what public/brand/logo.svg draws', () => {
    const file = readFileSync(new URL('../../../public/brand/logo.svg', import.meta.url), 'utf8');
    expect(shapes(renderToStaticMarkup(<BrandMark />))).toBe(shapes(file));
  });
});
