// The page a shopper sees when the shop cannot render one because the database is away
// (status 503 with Retry-After, plugins/envelope.ts): short, in the page's language,
// self-contained (no script, no stylesheet to fetch from a shop that is struggling),
// and it tries again by itself after the Retry-After (a meta refresh needs no script).
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '../../domain/i18n/locale.ts';

const TEXT: Record<Locale, { title: string; body: string; retry: string }> = {
  'zh-cn': {
    title: '马上回来',
    body: '商店暂时无法访问，几秒钟后会自动重试。您的购物车和订单都在。',
    retry: '立即重试',
  },
  en: {
    title: 'Back in a moment',
    body: 'The shop is briefly unreachable and will try again by itself in a few seconds. Your cart and orders are safe.',
    retry: 'Try again now',
  },
};

/** A page's language is its address's: English pages live under /en, the others are Chinese (SPEC's default). */
export function pageLocale(url: string): Locale {
  return /^\/en(?:[/?#]|$)/.test(url) ? 'en' : DEFAULT_LOCALE;
}

export function unavailablePage(locale: Locale, retryAfterSeconds: number): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<meta name="robots" content="noindex">
<title>${t.title}</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif;color:#0f172a;background:#f8fafc">
<main style="max-width:32rem;margin:0 auto;padding:20vh 1.5rem 2rem;text-align:center">
<p style="margin:0;font-size:3.5rem;font-weight:900;color:#ea580c">503</p>
<h1 style="margin:1rem 0 0;font-size:1.5rem">${t.title}</h1>
<p style="margin:.75rem 0 0;line-height:1.6;color:#475569">${t.body}</p>
<p style="margin:2rem 0 0"><a href="" style="display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:#c2410c;color:#fff;font-weight:600;text-decoration:none">${t.retry}</a></p>
</main>
</body>
</html>
`;
}
