// The demo gateway's hosted page (GET /pay/demo/{token}): what a buyer sees at a real
// gateway, reduced to Pay and Fail. Plain HTML, no storefront code, both languages;
// the amount in the shop's one money format (CN¥ on English pages), and it fits a
// 320 px phone (border-box sizing, long values wrap).

import { LANGUAGE_TAG, type Locale } from '../../../domain/i18n/locale.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { apiMessage } from '../../i18n/api-messages.ts';
import { escapeHtml } from '../../lib/html.ts';

const WORDS = ['title', 'note', 'merchant', 'order', 'amount', 'pay', 'fail', 'paid', 'back'] as const;

/** The page's words in a language (API messages `demo_page_*`). */
function words(lang: Locale): Record<(typeof WORDS)[number], string> {
  return Object.fromEntries(WORDS.map((w) => [w, apiMessage(lang, `demo_page_${w}`)])) as Record<
    (typeof WORDS)[number],
    string
  >;
}

export function demoPageHtml(p: {
  lang: 'zh-cn' | 'en';
  merchant: string;
  orderNo: string;
  amount: number;
  currency: string;
  open: boolean;
  action: string;
  backUrl: string;
}): string {
  const t = words(p.lang);
  const body = p.open
    ? `<form method="post" action="${escapeHtml(p.action)}">
        <button name="decision" value="pay" class="pay" data-testid="demo-pay">${t.pay}</button>
        <button name="decision" value="fail" class="fail" data-testid="demo-fail">${t.fail}</button>
      </form>`
    : `<p role="status">${t.paid}</p>`;
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[p.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title} - ${escapeHtml(p.merchant)}</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  :root { color-scheme: light; font-family: system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6; color: #111827; }
  main { width: min(420px, calc(100vw - 32px)); margin: 16px 0; background: #fff; border-radius: 16px; padding: 24px 20px;
         box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .badge { display: inline-block; font-size: 12px; background: #fef3c7; color: #92400e; border-radius: 12px; padding: 2px 10px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 10px 16px; margin: 24px 0; }
  dt { color: #4b5563; } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .total { font-size: clamp(22px, 7vw, 28px); font-weight: 700; color: #c2410c; white-space: nowrap; overflow-wrap: normal; }
  form { display: grid; gap: 12px; }
  button { font: inherit; border-radius: 10px; padding: 12px; cursor: pointer; border: 1px solid transparent; }
  .pay { background: #ea580c; color: #fff; font-weight: 600; }
  .pay:hover { background: #c2410c; }
  .fail { background: #fff; color: #374151; border-color: #d1d5db; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  a { display: block; margin-top: 18px; text-align: center; color: #374151; }
</style>
</head>
<body>
<main>
  <h1>${t.title}</h1>
  <span class="badge">${t.note}</span>
  <dl>
    <dt>${t.merchant}</dt><dd>${escapeHtml(p.merchant)}</dd>
    <dt>${t.order}</dt><dd>${escapeHtml(p.orderNo)}</dd>
    <dt>${t.amount}</dt><dd class="total">${escapeHtml(formatPrice(p.amount, { unit: p.currency, lang: p.lang }))}</dd>
  </dl>
  ${body}
  <a href="${escapeHtml(p.backUrl)}">${t.back}</a>
</main>
</body>
</html>`;
}
