import { describe, expect, it } from 'vitest';
import { DEFERRED_ID, DEFERRED_TYPE, hydrationEdits } from './defer-hydration.ts';
import { spliceBytes } from './splice-bytes.server.ts';

/** The page as entry.server.tsx sends it: the edits made on its bytes. */
const deferHydration = (html: string) => {
  const page = Buffer.from(html);
  return spliceBytes(page, hydrationEdits(page)).toString();
};

const page = (head: string, module: string) =>
  `<html><head><meta charset="utf-8"/>${head}</head><body><main>x</main><script nonce="N1">ctx</script>${module}<script nonce="N1">data</script></body></html>`;
const preloads =
  '<link rel="modulepreload" href="/assets/a.js" nonce="N1"/><link rel="modulepreload" href="/assets/b.js" nonce="N1"/>';
const module = '<script nonce="N1" type="module" async="">import "/assets/a.js";\nimport("/assets/b.js");</script>';

describe('deferHydration', () => {
  it('drops the module preloads, makes the module script inert and starts it from a nonce script in the head', () => {
    const out = deferHydration(page(preloads, module));
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      `<script nonce="N1">ctx</script><script nonce="N1" type="${DEFERRED_TYPE}" id="${DEFERRED_ID}">import "/assets/a.js";\nimport("/assets/b.js");</script><script nonce="N1">data</script>`,
    );
    // The starter is the head's last element, before any of the body: early taps are held from the start.
    expect(out).toMatch(
      /<head><meta charset="utf-8"\/><script nonce="N1">\(function starter[\s\S]*\(\["\/assets\/a.js","\/assets\/b.js"\],3000,10000\)<\/script><\/head><body>/,
    );
    expect(out.match(/<\/script>/g)).toHaveLength(4);
    // Everything else stays where it was.
    expect(out).toContain('<body><main>x</main><script nonce="N1">ctx</script>');
  });

  it('leaves a page whose markup it does not know as it was', () => {
    expect(deferHydration(page(preloads, '<script type="module">x</script>'))).toBe(
      page(preloads, '<script type="module">x</script>'),
    );
    expect(deferHydration(page('', module))).toBe(page('', module));
    // A preload written otherwise is not one of React Router's: left where it is.
    const odd = '<link rel="modulepreload" href="/assets/c.js" crossorigin/>';
    expect(deferHydration(page(odd + preloads, module))).toContain(odd);
  });

  it('keeps text in other scripts as it was, Chinese included', () => {
    const out = deferHydration(page(preloads, module).replace('<main>x</main>', '<main>绿茶 · 乌龙</main>'));
    expect(out).toContain('<main>绿茶 · 乌龙</main>');
    expect(out).toContain('["/assets/a.js","/assets/b.js"]');
  });
});
