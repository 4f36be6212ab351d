// Pagination (SPEC 9): page sizes 10, 20, 30, 40, 50, 100 and a 7-page window.
// Plain links, so every page has its own URL (shareable, crawlable).

import { useLocation, useNavigate } from 'react-router';
import { PAGE_SIZES } from '../../domain/site/constants.ts';
import { useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { pagerItems } from '../lib/pager.ts';
import { ChevronLeft, ChevronRight, type IconComponent } from './icons.ts';
import { Link } from './link.tsx';

await loadSection('catalog');

const cell = 'flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm';

/** Previous / next: a link, or a greyed-out mark at either end. */
function Step({ to, label, Icon }: { to?: string; label: string; Icon: IconComponent }) {
  if (!to) {
    return (
      <span className={`${cell} text-slate-300`} aria-hidden>
        <Icon className="size-4" />
      </span>
    );
  }
  return (
    <Link to={to} className={`${cell} hover:bg-slate-100`} aria-label={label}>
      <Icon className="size-4" />
    </Link>
  );
}

export function Pagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const href = (next: { page?: number; page_size?: number }) => {
    const params = new URLSearchParams(location.search);
    if (next.page !== undefined) params.set('page', String(next.page));
    if (next.page_size !== undefined) params.set('page_size', String(next.page_size));
    return `${location.pathname}?${params}`;
  };
  return (
    <nav aria-label={t('pager.label')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <span className="mr-2 text-sm text-slate-600">{t('pager.total', { total })}</span>
      <Step to={page > 1 ? href({ page: page - 1 }) : undefined} label={t('pager.prev')} Icon={ChevronLeft} />
      <ul className="flex items-center gap-1">
        {pagerItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={href({ page: item })}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
                className={`${cell} ${item === page ? 'bg-primary-700 font-semibold text-white' : 'hover:bg-slate-100'}`}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className={`${cell} text-slate-500`} aria-hidden>
              …
            </li>
          ),
        )}
      </ul>
      <Step to={page < pageCount ? href({ page: page + 1 }) : undefined} label={t('pager.next')} Icon={ChevronRight} />
      <label className="ml-2 flex items-center gap-2 text-sm text-slate-600">
        {t('pager.pageSize')}
        <select
          value={pageSize}
          onChange={(e) => navigate(href({ page: 1, page_size: Number(e.target.value) }))}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
