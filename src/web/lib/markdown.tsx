// A safe renderer for the small Markdown subset staff write in content pages:
// '## ' / '### ' headings, '- ' lists, '**bold**', [links](/path) and paragraphs.
// It builds React elements, so no HTML from the database reaches the page.
import { Fragment, type ReactNode } from 'react';

function inline(text: string, keyBase: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(((?:https?:\/\/|\/|mailto:)[^)\s]+)\)/g;
  let last = 0;
  let i = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1]) out.push(<strong key={`${keyBase}-${i++}`}>{m[1]}</strong>);
    else {
      const external = /^https?:/.test(m[3]);
      out.push(
        <a
          key={`${keyBase}-${i++}`}
          href={m[3]}
          className="font-medium text-primary-700 underline underline-offset-2"
          {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
        >
          {m[2]}
        </a>,
      );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Splits the source into blocks: a heading line stands alone, blank lines separate the rest. */
function blocksOf(source: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) blocks.push(current.join('\n'));
    current = [];
  };
  for (const raw of source.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) flush();
    else if (/^#{2,3} /.test(line)) {
      flush();
      blocks.push(line);
    } else current.push(line);
  }
  flush();
  return blocks;
}

export function Markdown({ source }: { source: string }) {
  return (
    <>
      {blocksOf(source).map((block, b) => {
        const key = `b${b}`;
        if (block.startsWith('### ')) return <h3 key={key}>{inline(block.slice(4), key)}</h3>;
        if (block.startsWith('## ')) return <h2 key={key}>{inline(block.slice(3), key)}</h2>;
        const lines = block.split('\n');
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <ul key={key}>
              {lines.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, order never changes
                <li key={i}>{inline(l.slice(2), `${key}-${i}`)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            {lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, order never changes
              <Fragment key={i}>
                {i > 0 && <br />}
                {inline(l, `${key}-${i}`)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
