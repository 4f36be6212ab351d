import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesOf, criticalCss } from './critical-css.ts';

const CSS = [
  '/*! banner */',
  '@layer theme,base,utilities;',
  '@layer theme{:root{--x:1}}',
  '@layer base{*,:after{margin:0}button{font:inherit}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.md\\:grid{display:grid}',
  '.hover\\:bg-red:hover{color:red}',
  '.\\32 xl\\:p-4{padding:1rem}',
  '.group-hover\\:block:is(:where(.group):hover *){display:block}',
  '.a:not(.b){color:blue}',
  '.c,.d{color:green}',
  '.e[href$=".pdf"]{color:gray}',
  '.\\[\\&_svg\\]\\:hidden svg{display:none}',
  '@media (min-width:600px){.sm\\:flex{display:flex}.sm\\:hidden{display:none}}',
  '@supports (color:lab(0% 0 0)){.f{color:lab(0% 0 0)}}',
  '.g{content:"}{"}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@property --tw-x{syntax:"*";inherits:false}',
].join('');

describe('criticalCss', () => {
  const subset = criticalCss(CSS);

  it('keeps the rules whose classes the page has, in order, and those that name none', () => {
    const out = subset(new Set(['flex', 'md:grid', 'hover:bg-red', '2xl:p-4', 'sm:flex', 'g']));
    expect(out).toBe(
      [
        '/*! banner */',
        '@layer theme,base,utilities;',
        '@layer theme{:root{--x:1}}',
        '@layer base{*,:after{margin:0}button{font:inherit}}',
        '@layer utilities{',
        '.flex{display:flex}',
        '.md\\:grid{display:grid}',
        '.hover\\:bg-red:hover{color:red}',
        '.\\32 xl\\:p-4{padding:1rem}',
        '@media (min-width:600px){.sm\\:flex{display:flex}}',
        '.g{content:"}{"}',
        '}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
        '@property --tw-x{syntax:"*";inherits:false}',
      ].join(''),
    );
  });

  it('asks for every class a selector needs, except those it excludes or quotes', () => {
    const has = (...names: string[]) => subset(new Set(names));
    expect(has('group-hover:block')).not.toContain('group-hover');
    expect(has('group-hover:block', 'group')).toContain('.group-hover\\:block');
    expect(has('a')).toContain('.a:not(.b)');
    expect(has('d')).toContain('.c,.d{');
    expect(has('e')).toContain('.e[href$=".pdf"]');
    expect(has('[&_svg]:hidden')).toContain('svg{display:none}');
    expect(has('f')).toContain('@supports (color:lab(0% 0 0)){.f{');
    expect(has()).not.toContain('@media');
  });

  it('gives the whole stylesheet back when the page has every class', () => {
    expect(subset({ has: () => true } as unknown as Set<string>)).toBe(CSS);
    // The built one too, when there is a build.
    const assets = 'build/client/assets';
    const file = existsSync(assets) && readdirSync(assets).find((f) => /^app-.*\.css$/.test(f));
    if (file) {
      const built = readFileSync(join(assets, file), 'utf8');
      const whole = criticalCss(built)({ has: () => true } as unknown as Set<string>);
      expect(whole.replace(/\s+/g, '')).toBe(built.replace(/\s+/g, ''));
    }
  });
});

describe('classesOf', () => {
  it('reads the class attributes as React writes them', () => {
    const html =
      '<div class="a  b"><svg class="icon"></svg><p data-class="x" class="bg-[url(&#x27;y&#x27;)] c&amp;d"></p>';
    expect([...classesOf(html)].sort()).toEqual(['a', 'b', "bg-[url('y')]", 'c&d', 'icon']);
  });
});
