import type { GroupRef } from '../../domain/catalog/catalog.ts';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { ChevronRight } from './icons.ts';
import { Link } from './link.tsx';

export function Breadcrumbs({ path, current }: { path: GroupRef[]; current?: string }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={to('/')} className="hover:text-primary-700">
            {t('nav.home')}
          </Link>
        </li>
        {path.map((g) => (
          <li key={g.id} className="flex items-center gap-1">
            <ChevronRight aria-hidden className="size-3.5" />
            <Link to={to(`/product/cate/${g.id}`)} className="hover:text-primary-700">
              {g.name}
            </Link>
          </li>
        ))}
        {current && (
          <li className="flex items-center gap-1">
            <ChevronRight aria-hidden className="size-3.5" />
            <span aria-current="page" className="text-slate-900">
              {current}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
