// The unsubscribe page (GET /unsubscribe/{token}): plain HTML, no storefront code, both
// languages. Opening the link changes nothing (link scanners and previews fetch it); the
// page's one button posts to the same address, as a mailbox provider's one-click does.

import { LANGUAGE_TAG, type Locale } from '../../../domain/i18n/locale.ts';
import { apiMessage } from '../../i18n/api-messages.ts';
import { escapeHtml } from '../../lib/html.ts';

const WORDS = [
  'title',
  'marketing',
  'stock_alerts',
  'button',
  'done',
  'done_note',
  'again',
  'invalid',
  'back',
] as const;

function words(lang: Locale): Record<(typeof WORDS)[number], string> {
  return Object.fromEntries(WORDS.map((w) => [w, escapeHtml(apiMessage(lang, `unsubscribe_page_${w}`))])) as Record<
    (typeof WORDS)[number],
    string
  >;
}

export function unsubscribePageHtml(p: {
  lang: Locale;
  shop: string;
  /** ask: the button; done: unsubscribed; invalid: a bad link. */
  state: 'ask' | 'done' | 'invalid';
  kind?: 'marketing' | 'stock-alerts';
  action: string;
  /** The shop's home in the page's language. */
  home: string;
  /** Where a signed-in customer subscribes again (shown after a marketing unsubscribe). */
  again?: string;
}): string {
  const t = words(p.lang);
  const heading = p.state === 'done' ? t.done : t.title;
  let body: string;
  if (p.state === 'invalid') body = `<p role="alert">${t.invalid}</p>`;
  else if (p.state === 'done')
    body = `<p role="status" data-testid="unsubscribed">${t.done_note}</p>${
      p.again ? `<p><a href="${escapeHtml(p.again)}">${t.again}</a></p>` : ''
    }`;
  else
    body = `<p>${p.kind === 'stock-alerts' ? t.stock_alerts : t.marketing}</p>
  <form method="post" action="${escapeHtml(p.action)}">
    <input type="hidden" name="List-Unsubscribe" value="One-Click">
    <button type="submit" data-testid="unsubscribe">${t.button}</button>
  </form>`;
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[p.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} - ${escapeHtml(p.shop)}</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  :root { color-scheme: light; font-family: system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6; color: #111827; }
  main { width: min(420px, calc(100vw - 32px)); margin: 16px 0; background: #fff; border-radius: 16px; padding: 24px 20px;
         box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); overflow-wrap: anywhere; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  p { line-height: 1.5; color: #374151; }
  button { font: inherit; width: 100%; border-radius: 10px; padding: 12px; cursor: pointer; border: 0;
           background: #ea580c; color: #fff; font-weight: 600; }
  button:hover { background: #c2410c; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  a { color: #374151; }
  .back { display: block; margin-top: 18px; text-align: center; }
</style>
</head>
<body>
<main>
  <h1>${heading}</h1>
  ${body}
  <a class="back" href="${escapeHtml(p.home)}">${t.back}</a>
</main>
</body>
</html>`;
}
