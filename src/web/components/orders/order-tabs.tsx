// The order list's tabs (SPEC 2): links that put the tab in the URL query, so the
// choice survives a reload and the back button; the current one has aria-current.
// `relative` keeps the screen-reader-only counts inside the sideways-scrolling strip.
import { useEffect, useRef } from 'react';
import { ORDER_TABS, type OrderTab, type OrderTabCounts } from '../../../domain/orders/my-orders.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection, type MessageKey } from '../../i18n/messages.ts';
import { Link } from '../link.tsx';

await loadSection('orders');

export function OrderTabs({ current, counts }: { current: OrderTab; counts: OrderTabCounts }) {
  const t = useT();
  const activeRef = useRef<HTMLAnchorElement>(null);
  // On a phone the tabs scroll sideways: keep the current one in sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab changes
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav aria-label={t('orders.tabs')} className="relative -mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {ORDER_TABS.map((tab) => {
          const active = tab === current;
          const count = counts[tab];
          return (
            <li key={tab}>
              <Link
                ref={active ? activeRef : undefined}
                to={tab === 'all' ? '?' : `?tab=${tab}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`-mb-px flex items-center gap-1.5 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition md:px-4 ${
                  active
                    ? 'border-primary-700 text-primary-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
                data-testid={`order-tab-${tab}`}
              >
                {t(`orders.tab.${tab}` as MessageKey)}
                {count > 0 && (
                  <span
                    className={`min-w-5 rounded-full px-1.5 text-center text-xs leading-5 tabular-nums ${
                      active ? 'bg-primary-700 text-white' : 'bg-slate-100 text-slate-700'
                    }`}
                    data-testid="order-tab-count"
                  >
                    <span aria-hidden>{count}</span>
                    <span className="sr-only">{t('orders.tabCount', { count })}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
