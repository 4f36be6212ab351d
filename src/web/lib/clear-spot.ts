// Where the back-to-top button may sit without covering anything (#23 item 6). Its
// spot (SPEC: 80 px from the right and bottom) is lifted above any fixed bottom bar
// (`data-bottom-bar`: the product page's buy bar, the cart's checkout bar). If that
// spot, with a margin, touches a control or a line of text (the footer's links at the
// page end, product cards, the description), a phone tries the corner (16 px), where
// less content reaches; if that is taken too the button hides until a spot is clear.
import { BACK_TO_TOP, MOBILE_BELOW } from '../../domain/site/constants.ts';

export const BACK_TO_TOP_SIZE = 44;
const PHONE_OFFSET = 16;
const BAR_GAP = 12;
const MARGIN = 8;
/** Hit tests this far apart: less than the smallest control or line of text. */
const STEP = 10;

const INTERACTIVE =
  'a[href],button,input,select,textarea,label,summary,[role="button"],[role="link"],[role="tab"],[tabindex]:not([tabindex="-1"])';

export interface Spot {
  right: number;
  bottom: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The button's spot now, or null when it should not show. `self`: the button's own element. */
export function backToTopSpot(self: Element | null): Spot | null {
  if (window.scrollY <= BACK_TO_TOP.visibilityHeight) return null;
  const { clientWidth: width, clientHeight: height } = document.documentElement;
  let barTop = height;
  for (const bar of document.querySelectorAll('[data-bottom-bar]')) {
    const r = bar.getBoundingClientRect();
    if (r.height > 0 && r.width > 0) barTop = Math.min(barTop, r.top);
  }
  const lift = barTop < height ? height - barTop + BAR_GAP : 0;
  const edges = window.innerWidth < MOBILE_BELOW ? [BACK_TO_TOP.offset, PHONE_OFFSET] : [BACK_TO_TOP.offset];
  const spots = edges.map((edge) => ({ right: edge, bottom: Math.max(edge, lift) }));
  // A keyboard user on the button keeps it where it is.
  const current = self?.firstElementChild;
  if (current?.contains(document.activeElement)) {
    const r = current.getBoundingClientRect();
    return { right: width - r.right, bottom: height - r.bottom };
  }
  return spots.find((spot) => !coversContent(boxOf(spot, width, height), self)) ?? null;
}

const boxOf = (spot: Spot, width: number, height: number): Box => ({
  left: width - spot.right - BACK_TO_TOP_SIZE - MARGIN,
  right: width - spot.right + MARGIN,
  top: height - spot.bottom - BACK_TO_TOP_SIZE - MARGIN,
  bottom: height - spot.bottom + MARGIN,
});

/** Whether a control or a non-blank line of text (other than `self`'s) meets the box. */
function coversContent(box: Box, self: Element | null): boolean {
  const seen = new Set<Element>();
  for (let x = box.left; x <= box.right; x += STEP) {
    for (let y = box.top; y <= box.bottom; y += STEP) {
      for (const el of document.elementsFromPoint(Math.min(x, box.right), Math.min(y, box.bottom))) {
        if (seen.has(el) || self?.contains(el)) continue;
        seen.add(el);
        if (el.closest(INTERACTIVE) || textMeets(el, box)) return true;
      }
    }
  }
  return false;
}

function textMeets(el: Element, box: Box): boolean {
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (overlaps(r, box)) return true;
  }
  return false;
}
