// Icons (SPEC 1: the shop's icon component), self-hosted. Path data from Lucide (ISC
// license, https://lucide.dev) in one SVG sprite, icons.svg, a <symbol> per icon, with
// the stroke attributes on the symbols (no page repeats them per icon): the size comes
// from className and the colour from the text colour (currentColor). An icon is an
// <svg> that uses its symbol. A page from the server carries the symbols it shows
// (entry.server.tsx puts them at the end of its body, `icon-<id>`), so its first paint
// waits for no sprite request (issue #20, item 2); an icon first shown in the browser
// uses the sprite file, an asset with a hashed, long-cached URL. The JavaScript never
// carries the paths.
import { createElement, type ReactElement, type SVGProps, useContext } from 'react';
import { InlineIconsContext, inlineIconId } from './icon-symbols.tsx';
import sprite from './icons.svg?no-inline';

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * The symbol an icon uses. On the server the page's own (noted, to be inlined); in the
 * browser the page's own when it has it (so hydration matches the server's markup),
 * else the sprite file's.
 */
function useIconHref(id: string): string {
  const used = useContext(InlineIconsContext);
  const inline = inlineIconId(id);
  if (used) {
    used.add(id);
    return `#${inline}`;
  }
  if (typeof document !== 'undefined' && document.getElementById(inline)) return `#${inline}`;
  return `${sprite}#${id}`;
}

function SpriteIcon({ icon: id, ...props }: IconProps & { icon: string }) {
  return createElement(
    'svg',
    {
      width: 24,
      height: 24,
      viewBox: '0 0 24 24',
      'aria-hidden': true,
      ...props,
    },
    createElement('use', { href: useIconHref(id) }),
  );
}

function icon(id: string): IconComponent {
  return (props) => createElement(SpriteIcon, { ...props, icon: id });
}

export const ArrowUpToLine = icon('arrow-up-to-line');
export const BadgeCheck = icon('badge-check');
export const Building2 = icon('building-2');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const CircleAlert = icon('circle-alert');
export const CircleCheck = icon('circle-check');
export const CircleHelp = icon('circle-help');
export const CircleX = icon('circle-x');
export const GripVertical = icon('grip-vertical');
export const Headset = icon('headset');
export const House = icon('house');
export const ImagePlus = icon('image-plus');
export const Info = icon('info');
export const Languages = icon('languages');
export const Menu = icon('menu');
export const Minus = icon('minus');
export const MonitorPlay = icon('monitor-play');
export const Plus = icon('plus');
export const RefreshCw = icon('refresh-cw');
export const RotateCcw = icon('rotate-ccw');
export const Search = icon('search');
export const ShoppingCart = icon('shopping-cart');
export const Trash2 = icon('trash-2');
export const Truck = icon('truck');
export const Volume2 = icon('volume-2');
export const X = icon('x');
export const Zap = icon('zap');
