// Icons (SPEC 1: the shop's icon component), self-hosted. Path data from Lucide (ISC
// license, https://lucide.dev) in one SVG sprite, icons.svg, a <symbol> per icon: the
// sprite is an asset with a hashed, long-cached URL, and an icon is an <svg> that uses
// its symbol, so neither the JavaScript nor every server-rendered page carries the
// paths. The stroke attributes are on the symbols too (no page repeats them per icon):
// the size comes from className and the colour from the text colour (currentColor).
import { createElement, type ReactElement, type SVGProps } from 'react';
import sprite from './icons.svg?no-inline';

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => ReactElement;

function icon(id: string): IconComponent {
  return (props) =>
    createElement(
      'svg',
      {
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        'aria-hidden': true,
        ...props,
      },
      createElement('use', { href: `${sprite}#${id}` }),
    );
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
export const X = icon('x');
export const Zap = icon('zap');
