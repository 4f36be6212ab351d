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

export function Markdown({ source }: { source: string }) {
  const blocks = source.replace(/\r\n/g, '\n').split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, b) => {
        const key = `b${b}`;
        const trimmed = block.trim();
        if (trimmed.startsWith('### ')) return <h3 key={key}>{inline(trimmed.slice(4), key)}</h3>;
        if (trimmed.startsWith('## ')) return <h2 key={key}>{inline(trimmed.slice(3), key)}</h2>;
        const lines = trimmed.split('\n');
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
