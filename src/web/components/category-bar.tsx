// The category tree in navigation (goodGroup/list/1): top-level categories under the
// header, scrollable on phones; the current category is highlighted.

import type { GroupNode } from '../../domain/catalog/catalog.ts';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { NavLink } from './link.tsx';

export function CategoryBar({ categories }: { categories: Pick<GroupNode, 'id' | 'name'>[] }) {
  const t = useT();
  const to = useLocalePath();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('nav.categories')} className="border-b border-slate-200 bg-white">
      <ul className="container-page flex gap-1 overflow-x-auto py-2 [scrollbar-width:none]">
        {categories.map((c) => (
          <li key={c.id} className="shrink-0">
            <NavLink to={to(`/product/cate/${c.id}`)} prefetch="intent" className="category-pill">
              {c.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
