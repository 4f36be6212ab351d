// The back-to-top button and its scroll watch (back-to-top.tsx mounts it once the
// page has scrolled). Where it sits, and whether at all, is lib/clear-spot.ts: never
// over a control or text. It is placed again whenever the page scrolls, resizes or
// grows: content that loads late (the home page's lower sections, the cart's lines and
// its checkout bar) must not end up under a button that stood still.
import { useEffect, useRef, useState } from 'react';
import { BACK_TO_TOP } from '../../domain/site/constants.ts';
import { useT } from '../i18n/index.tsx';
import { backToTopSpot, type Spot } from '../lib/clear-spot.ts';
import { throttle } from '../lib/throttle.ts';
import { ArrowUpToLine } from './icons.ts';
import { Tooltip } from './tooltip.tsx';

export function BackToTopButton() {
  const t = useT();
  const self = useRef<HTMLDivElement>(null);
  const [spot, setSpot] = useState<Spot | null>(null);
  useEffect(() => {
    const update = throttle(() => setSpot(backToTopSpot(self.current)), BACK_TO_TOP.throttle);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    const grown = new ResizeObserver(() => update());
    grown.observe(document.body);
    return () => {
      update.cancel();
      grown.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!spot) return null;
  return (
    <div ref={self}>
      <Tooltip label={t('backToTop')} placement="left" className="fixed z-40" style={spot}>
        <button
          type="button"
          aria-label={t('backToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="flex size-11 items-center justify-center rounded-full bg-white text-primary-600 shadow-lg ring-1 ring-slate-200 transition hover:bg-primary-500 hover:text-white"
          data-testid="back-to-top"
        >
          <ArrowUpToLine aria-hidden className="size-5" />
        </button>
      </Tooltip>
    </div>
  );
}
