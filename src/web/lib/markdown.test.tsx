import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe('Markdown', () => {
  it('renders headings, lists, bold and links', () => {
    expect(html('## Title\n\n- **a**\n- [b](/faq)')).toBe(
      '<h2>Title</h2><ul><li><strong>a</strong></li><li><a href="/faq" class="font-medium text-primary-700 underline underline-offset-2">b</a></li></ul>',
    );
  });

  it('ends a heading at its line', () => {
    expect(html('## Q?\nAnswer.\n\nMore')).toBe('<h2>Q?</h2><p>Answer.</p><p>More</p>');
  });

  it('never passes HTML or script links through', () => {
    const out = html('<img src=x onerror=alert(1)> [x](javascript:alert(1))');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('href="javascript');
    expect(out).toContain('&lt;img');
  });
});
