// Reordering the upload tiles: dragged by a handle with any pointer (mouse, pen, touch:
// the handle has touch-action none, so the page still scrolls everywhere else) or
// moved with the arrow keys, Home and End while the handle has focus. Tiles slide
// to their new places in 300 ms (SPEC 9), unless the shopper prefers reduced motion.
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { UPLOAD_WIDGET } from '../../../domain/media/uploads.ts';

interface Drag {
  id: string;
  pointerId: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  originLeft: number;
  originTop: number;
  from: number;
}

interface Position {
  left: number;
  top: number;
}

export interface SortableOptions {
  ids: string[];
  enabled: boolean;
  move(id: string, to: number): void;
  /** A move finished (pointer released or key pressed): announce it. */
  moved(id: string, index: number): void;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function slide(el: HTMLElement, dx: number, dy: number) {
  if (reducedMotion() || (!dx && !dy)) return;
  el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
    duration: UPLOAD_WIDGET.dragAnimationMs,
    easing: 'ease',
  });
}

export function useSortable(options: SortableOptions) {
  const latest = useRef(options);
  latest.current = options;
  const elements = useRef(new Map<string, HTMLElement>());
  const positions = useRef(new Map<string, Position>());
  const order = useRef('');
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);

  /** Keeps the dragged tile under the pointer, wherever its slot is now. */
  const follow = useCallback(() => {
    const d = drag.current;
    const el = d && elements.current.get(d.id);
    if (!d || !el) return;
    const left = d.originLeft + d.x - d.startX;
    const top = d.originTop + d.y - d.startY;
    el.style.transform = `translate(${left - el.offsetLeft}px, ${top - el.offsetTop}px)`;
  }, []);

  // After each reorder, every other tile slides from where it was (FLIP).
  useLayoutEffect(() => {
    const key = options.ids.join(' ');
    const reordered = key !== order.current;
    order.current = key;
    const next = new Map<string, Position>();
    for (const [id, el] of elements.current) {
      const now = { left: el.offsetLeft, top: el.offsetTop };
      next.set(id, now);
      const before = positions.current.get(id);
      if (reordered && before && id !== drag.current?.id) slide(el, before.left - now.left, before.top - now.top);
    }
    positions.current = next;
    follow();
  });

  const itemRef = useCallback(
    (id: string) => (el: HTMLElement | null) => {
      if (el) elements.current.set(id, el);
      else elements.current.delete(id);
    },
    [],
  );

  /** The slot whose centre is nearest to the centre of the dragged tile. */
  function slotUnder(d: Drag): number {
    const el = elements.current.get(d.id);
    if (!el) return d.from;
    const cx = d.originLeft + d.x - d.startX + el.offsetWidth / 2;
    const cy = d.originTop + d.y - d.startY + el.offsetHeight / 2;
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    latest.current.ids.forEach((id, index) => {
      const other = elements.current.get(id);
      if (!other) return;
      const distance =
        (other.offsetLeft + other.offsetWidth / 2 - cx) ** 2 + (other.offsetTop + other.offsetHeight / 2 - cy) ** 2;
      if (distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    });
    return best;
  }

  // Window listeners, not pointer capture: reordering moves the dragged tile's node in
  // the DOM, and a moved node loses its capture.
  function onMove(e: globalThis.PointerEvent) {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    d.x = e.clientX;
    d.y = e.clientY;
    follow();
    const to = slotUnder(d);
    if (to >= 0 && to !== latest.current.ids.indexOf(d.id)) latest.current.move(d.id, to);
  }

  function listen(on: boolean) {
    for (const [type, handler] of [
      ['pointermove', onMove],
      ['pointerup', onEnd],
      ['pointercancel', onEnd],
    ] as const) {
      if (on) window.addEventListener(type, handler);
      else window.removeEventListener(type, handler);
    }
    stopListening.current = on ? () => listen(false) : null;
  }

  function onEnd(e: globalThis.PointerEvent) {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    listen(false);
    drag.current = null;
    setDragging(null);
    const el = elements.current.get(d.id);
    if (el) {
      const from = el.style.transform;
      el.style.transform = '';
      if (from && !reducedMotion()) {
        el.animate([{ transform: from }, { transform: 'none' }], {
          duration: UPLOAD_WIDGET.dragAnimationMs,
          easing: 'ease',
        });
      }
    }
    const index = latest.current.ids.indexOf(d.id);
    if (index !== d.from) latest.current.moved(d.id, index);
  }

  function handleProps(id: string) {
    return {
      onPointerDown(e: PointerEvent<HTMLElement>) {
        const el = elements.current.get(id);
        if (!latest.current.enabled || !el || e.button !== 0 || drag.current) return;
        e.preventDefault();
        const from = latest.current.ids.indexOf(id);
        const { clientX: x, clientY: y } = e;
        const origin = { originLeft: el.offsetLeft, originTop: el.offsetTop };
        drag.current = { id, pointerId: e.pointerId, startX: x, startY: y, x, y, from, ...origin };
        listen(true);
        setDragging(id);
      },
      onKeyDown(e: KeyboardEvent<HTMLElement>) {
        const { ids, enabled, move, moved } = latest.current;
        const from = ids.indexOf(id);
        const to = targetForKey(e.key, from, ids.length);
        if (!enabled || to === undefined) return;
        e.preventDefault();
        if (to === from) return;
        move(id, to);
        moved(id, to);
      },
    };
  }

  return { itemRef, handleProps, dragging };
}

function targetForKey(key: string, from: number, count: number): number | undefined {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, from - 1);
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(count - 1, from + 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
