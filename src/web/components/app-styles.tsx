// The shop's stylesheet inlined in every page's <head> (issue #20, item 2): a linked
// stylesheet blocks the first paint for another request (~9 KB brotli on the mobile
// preset's slow 4G), while the whole Tailwind output adds the same bytes to a document
// that is already on its way. The server reads the built file once (entry.server.tsx)
// and hands it over in this context with the page's CSP nonce; the browser keeps what
// the server sent, so the JavaScript never carries the CSS. The dev server links it.
import { createContext, useContext } from 'react';
import href from '../styles/app.css?url';

export const APP_STYLES_ID = 'shop-css';

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
