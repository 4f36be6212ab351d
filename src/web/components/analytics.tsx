// Appends the analytics snippet from the site settings to <head> once (SPEC 7). The
// snippet is owner-configured HTML; a contextual fragment makes its scripts run. Its
// inline scripts take the page's Content-Security-Policy nonce, which the scripts the
// server rendered carry (the policy names the origins its external scripts load from).
import { useEffect } from 'react';

export function AnalyticsSnippet({ code }: { code: string }) {
  useEffect(() => {
    if (!code || document.head.querySelector('[data-analytics-snippet]')) return;
    const marker = document.createElement('meta');
    marker.setAttribute('data-analytics-snippet', '');
    const fragment = document.createRange().createContextualFragment(code);
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) for (const script of fragment.querySelectorAll('script')) script.nonce = nonce;
    document.head.append(marker, fragment);
  }, [code]);
  return null;
}
