// A tooltip for controls whose meaning is not written on them (SPEC 9: shown at once,
// hidden 200 ms after the pointer or focus leaves, 12 px from the control). Pointer and
// keyboard focus show it; Escape hides it (WCAG 1.4.13); the pointer may move onto it.
// The control keeps its own accessible name (aria-label), so the tooltip, which repeats
// it for sighted users, is hidden from screen readers instead of being read twice.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP } from '../../domain/site/constants.ts';

type Placement = 'top' | 'bottom' | 'bottom-end' | 'left';

const PLACEMENT: Record<Placement, { className: string; style: React.CSSProperties }> = {
  bottom: { className: 'left-1/2 top-full -translate-x-1/2', style: { marginTop: TOOLTIP.offset } },
  // At the right edge of the screen: aligned to the control's right side.
  'bottom-end': { className: 'right-0 top-full', style: { marginTop: TOOLTIP.offset } },
  top: { className: 'bottom-full left-1/2 -translate-x-1/2', style: { marginBottom: TOOLTIP.offset } },
  left: { className: 'right-full top-1/2 -translate-y-1/2', style: { marginRight: TOOLTIP.offset } },
};

export function Tooltip({
  label,
  placement = 'bottom',
  className = '',
  style,
  children,
}: {
  label: string;
  placement?: Placement;
  /** Classes and style of the wrapper (a fixed control moves its positioning here). */
  className?: string;
  style?: React.CSSProperties;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const id = useId();

  const show = () => {
    window.clearTimeout(hideTimer.current);
    if (TOOLTIP.showDelayMs === 0) setOpen(true);
    else hideTimer.current = window.setTimeout(() => setOpen(true), TOOLTIP.showDelayMs);
  };
  const hide = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpen(false), TOOLTIP.hideDelayMs);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const where = PLACEMENT[placement];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches its control's pointer and focus
    <span
      className={`${className.includes('fixed') ? '' : 'relative '}inline-flex ${className}`}
      style={style}
      onPointerEnter={show}
      onPointerLeave={hide}
      // Keyboard focus, not the focus a dialog moves to its first control when it opens.
      onFocus={(e) => {
        if (e.target.matches(':focus-visible')) show();
      }}
      onBlur={hide}
    >
      {children}
      {open && (
        <span
          id={id}
          role="tooltip"
          aria-hidden
          data-testid="tooltip"
          className={`pointer-events-auto absolute z-50 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg ${where.className}`}
          style={where.style}
        >
          {label}
        </span>
      )}
    </span>
  );
}
