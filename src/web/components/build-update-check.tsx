// The build-update check itself (build-update.tsx mounts it at the first check's
// moment): asks for the deployed build id at once, then every 5 minutes and when the
// tab becomes visible again, and offers a reload when it changed.

import { useEffect, useState } from 'react';
import { BUILD_CHECK_INTERVAL_MS } from '../../domain/site/constants.ts';
import { browserApi } from '../api/browser.ts';
import { useT } from '../i18n/index.tsx';
import { RefreshCw } from './icons.ts';

export function BuildUpdateChecker({ buildId }: { buildId: string }) {
  const t = useT();
  const [stale, setStale] = useState(false);
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (stopped || document.visibilityState !== 'visible') return;
      try {
        const { build_id } = await (await browserApi()).get('/build', undefined, {
          silent: true,
        });
        if (build_id !== buildId) setStale(true);
      } catch {
        // offline or deploying: try again next time
      }
    };
    void check();
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [buildId]);
  if (!stale) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-3 rounded-full bg-slate-900 px-5 py-2.5 text-sm text-white shadow-xl"
    >
      <span>{t('build.updated')}</span>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex items-center gap-1 font-semibold text-primary-300 hover:text-primary-200"
      >
        <RefreshCw aria-hidden className="size-4" />
        {t('build.reload')}
      </button>
    </div>
  );
}
