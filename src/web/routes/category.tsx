// /product/cate/{id}: the goods of a category (and its sub-categories) or of a home
// collection, with sorting and pagination.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routePath } from '../../domain/api/paths.ts';
import { LIST_SORTS, type ListSort } from '../../domain/catalog/catalog.ts';
import { PAGE_SIZES } from '../../domain/site/constants.ts';
import { notFound, notFoundOrRouteError } from '../api/not-found.ts';
import { serverApi } from '../api/server.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { Link } from '../components/link.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { trackItemList } from '../lib/analytics.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/category';

await loadSection('catalog');

const DEFAULT_SIZE = 20;

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? '') || id < 1) {
    return notFound(context, request);
  }
  const search = new URL(request.url).searchParams;
  const sortParam = search.get('sort') as ListSort | null;
  const sort: ListSort = sortParam && LIST_SORTS.includes(sortParam) ? sortParam : 'default';
  const sizeParam = positiveInt(search.get('page_size'), DEFAULT_SIZE);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_SIZE;
  const page = Math.min(positiveInt(search.get('page'), 1), 10_000);
  const api = serverApi(context, request);
  try {
    const [group, goods] = await Promise.all([
      api.get(routePath('/goodGroup/:id', { id })),
      api.get('/good/list', { group_id: id, page, page_size: pageSize, sort }),
    ]);
    return { group, goods, sort };
  } catch (err) {
    return notFoundOrRouteError(err, context, request);
  }
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return pageMeta({
    root: matches[0]?.loaderData,
    path: `/product/cate/${params.id}`,
    title: loaderData?.group.name,
    description: loaderData?.group.description || undefined,
  });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { group, goods, sort } = loaderData;
  const t = useT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  useEffect(() => {
    trackItemList(`group_${group.id}`, group.name, goods.list);
  }, [group, goods]);

  const setSort = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('sort', next);
    p.delete('page');
    navigate(`?${p}`);
  };

  const crumbs = group.breadcrumbs.slice(0, -1);
  return (
    <main id="main" className="container-page py-8">
      <Breadcrumbs path={crumbs} current={group.name} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black tracking-tight text-slate-900">{group.name}</h1>
          {group.description && <p className="mt-1 text-slate-600">{group.description}</p>}
          <p className="mt-1 text-sm text-slate-600">{t('category.count', { count: goods.total })}</p>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {t('sort.label')}
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            data-testid="sort"
          >
            {LIST_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {group.children.length > 0 && (
        <ul className="mt-5 flex flex-wrap gap-2">
          {group.children.map((c) => (
            <li key={c.id}>
              <Link
                to={to(`/product/cate/${c.id}`)}
                className="block rounded-full bg-slate-100 px-3.5 py-1.5 text-sm text-slate-700 hover:bg-primary-50 hover:text-primary-700"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        {/* The cards' names are h3: the list has its heading, for the outline (Lighthouse heading-order). */}
        <h2 className="sr-only">{t('category.goods')}</h2>
        {goods.list.length === 0 ? (
          <p className="py-16 text-center text-slate-600">{t('category.empty')}</p>
        ) : (
          <ProductGrid goods={goods.list} list={{ id: `group_${group.id}`, name: group.name }} eagerCount={4} />
        )}
      </div>
      {goods.total > goods.page_size && <Pagination page={goods.page} pageSize={goods.page_size} total={goods.total} />}
    </main>
  );
}
