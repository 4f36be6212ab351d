// The back-to-top button and its scroll watch (back-to-top.tsx mounts it once the
// page has scrolled).
import { useEffect, useState } from 'react';
import { BACK_TO_TOP } from '../../domain/constants.ts';
import { useT } from '../i18n/index.tsx';
import { throttle } from '../lib/throttle.ts';
import { ArrowUpToLine } from './icons.ts';
import { Tooltip } from './tooltip.tsx';

export function BackToTopButton() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = throttle(() => setVisible(window.scrollY > BACK_TO_TOP.visibilityHeight), BACK_TO_TOP.throttle);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <Tooltip
      label={t('backToTop')}
      placement="left"
      className="fixed z-40"
      style={{ right: BACK_TO_TOP.offset, bottom: BACK_TO_TOP.offset }}
    >
      <button
        type="button"
        aria-label={t('backToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        className="flex size-11 items-center justify-center rounded-full bg-white text-primary-600 shadow-lg ring-1 ring-slate-200 transition hover:bg-primary-500 hover:text-white"
      >
        <ArrowUpToLine aria-hidden className="size-5" />
      </button>
    </Tooltip>
  );
}
