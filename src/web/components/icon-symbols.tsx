// The icons a page shows, inlined at the end of its body (issue #20, item 2): on a
// phone's first visit the sprite file was one more request in front of the first
// screen, on a connection of its own. On the server, entry.server.tsx provides the set
// that icons.ts fills while the page renders and then puts those symbols (icons.svg's,
// as `icon-<id>`) in the place of SYMBOLS_MARK; a product page's are ~2.5 KB. In the
// browser this keeps what the server sent, so the JavaScript never carries the paths.
import { createContext, useContext } from 'react';

export const ICON_SYMBOLS_ID = 'shop-icons';
/** Rendered in the symbols' place on the server and replaced by them (entry.server.tsx). */
export const SYMBOLS_MARK = '<!--shop-icons-->';

/** The id of an icon's symbol inlined in a page (no id of the page's own clashes with it). */
export const inlineIconId = (id: string) => `icon-${id}`;

/** The ids of the icons the page uses; provided by entry.server.tsx, absent in the browser. */
export const InlineIconsContext = createContext<Set<string> | null>(null);

/** Keeps every `<symbol>` of the sprite by its id, renamed to `icon-<id>`. */
export function spriteSymbols(sprite: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const [symbol, id] of sprite.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)) {
    symbols.set(id!, symbol.replace(`id="${id}"`, `id="${inlineIconId(id!)}"`));
  }
  return symbols;
}

/** What the server sent, read once in the browser. */
let sent: string | undefined;

export function IconSymbols() {
  const server = useContext(InlineIconsContext);
  if (!server && sent === undefined && typeof document !== 'undefined') {
    sent = document.getElementById(ICON_SYMBOLS_ID)?.innerHTML ?? '';
  }
  const symbols = server ? SYMBOLS_MARK : (sent ?? '');
  return (
    <svg
      id={ICON_SYMBOLS_ID}
      aria-hidden="true"
      style={{ display: 'none' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own sprite, inlined by the server
      dangerouslySetInnerHTML={{ __html: symbols }}
      suppressHydrationWarning
    />
  );
}
