// The shop's stylesheet inlined in every page's <head> (issue #20, item 2): a linked
// stylesheet blocks the first paint for another request (~9 KB brotli on the mobile
// preset's slow 4G). Only the rules the page's markup can use are inlined
// (lib/critical-css.ts: 25 of 62 KB on a product page); the whole stylesheet is linked
// after the first screen and applies before the page hydrates (linkWholeStylesheet), for
// what the scripts render. The server hands the rules over in this context with the
// page's CSP nonce; the browser keeps what the server sent, so the JavaScript never
// carries the CSS. The dev server links the stylesheet.
import { createContext, useContext } from 'react';
import href from '../styles/app.css?url';

export const APP_STYLES_ID = 'shop-css';
/** The linked whole stylesheet's id (lib/defer-hydration.ts adds it early). */
export const WHOLE_STYLES_ID = 'shop-css-all';

/** The built stylesheet's address, e.g. `/assets/app-x1y2.css`. */
export const appStylesHref = href;

export interface InlineStyles {
  css: string;
  nonce?: string;
}

/** Provided by entry.server.tsx; absent in the browser. */
export const InlineStylesContext = createContext<InlineStyles | null>(null);

export function AppStyles() {
  const server = useContext(InlineStylesContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  const css =
    server?.css ?? (typeof document === 'undefined' ? '' : (document.getElementById(APP_STYLES_ID)?.textContent ?? ''));
  return (
    // The nonce: browsers hide it from the DOM after parsing, so the client's differs.
    <style id={APP_STYLES_ID} nonce={server?.nonce} suppressHydrationWarning>
      {css}
    </style>
  );
}

/**
 * Links the whole stylesheet unless the page has it, and resolves once it applies (or
 * failed: the page's own rules still style what the server rendered).
 */
export function linkWholeStylesheet(): Promise<void> {
  if (import.meta.env.DEV) return Promise.resolve();
  let link = document.getElementById(WHOLE_STYLES_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = WHOLE_STYLES_ID;
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
  if (link.sheet) return Promise.resolve();
  const loading = link;
  return new Promise((resolve) => {
    loading.addEventListener('load', () => resolve(), { once: true });
    loading.addEventListener('error', () => resolve(), { once: true });
  });
}
