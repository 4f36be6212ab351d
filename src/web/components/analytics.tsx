// Appends the analytics snippet from the site settings to <head> once (SPEC 7). The
// snippet is owner-configured HTML; a contextual fragment makes its scripts run.
import { useEffect } from 'react';

export function AnalyticsSnippet({ code }: { code: string }) {
  useEffect(() => {
    if (!code || document.head.querySelector('[data-analytics-snippet]')) return;
    const marker = document.createElement('meta');
    marker.setAttribute('data-analytics-snippet', '');
    document.head.append(marker, document.createRange().createContextualFragment(code));
  }, [code]);
  return null;
}
