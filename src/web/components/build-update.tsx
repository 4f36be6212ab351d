// Build-update check: polls the deployed build id every 5 minutes (and when the tab
// becomes visible again) and offers a reload when it changed. Nothing happens before
// the first of these moments, so the check's code (build-update-check.tsx) loads then.

import { useEffect, useState } from 'react';
import { BUILD_CHECK_INTERVAL_MS } from '../../domain/site/constants.ts';
import { lazyView, useLazyView } from '../lib/lazy-view.ts';

const checker = lazyView(() => import('./build-update-check.tsx').then((m) => m.BuildUpdateChecker));

export function BuildUpdateCheck({ buildId }: { buildId: string }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const start = () => {
      if (document.visibilityState === 'visible') setDue(true);
    };
    const timer = window.setTimeout(start, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', start);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, []);
  const BuildUpdateChecker = useLazyView(checker, due);
  return BuildUpdateChecker && <BuildUpdateChecker buildId={buildId} />;
}
