// /search?keyword=…: the storefront's search results (server-rendered, never indexed):
// Chinese and English, whole words, prefixes and single characters, similar English
// names when nothing matches; filters by category and price range (a GET form, so it
// works before the script runs), sorting, pagination, and an empty state that offers
// 'did you mean' (a close keyword of the catalog's own words, issue #39) and the categories.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routePath } from '../../domain/api/paths.ts';
import { GROUP_TYPE, LIST_SORTS, type ListSort } from '../../domain/catalog/catalog.ts';
import { currencyDecimals, resolveUnit } from '../../domain/money/money.ts';
import { PAGE_SIZES } from '../../domain/site/constants.ts';
import { serverApi, toRouteError } from '../api/server.ts';
import { Link } from '../components/link.tsx';
import { Pagination } from '../components/pagination.tsx';
import { RelatedGoods } from '../components/product/related-goods.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { SearchBox } from '../components/search/search-box.tsx';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { track, trackItemList } from '../lib/analytics.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/search';

await loadSection('catalog');

const DEFAULT_SIZE = 20;

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** A price typed in major units ("12.5") as minor units, or undefined when not a price. */
function minorPrice(value: string | null, decimals: number): number | undefined {
  if (!value?.trim()) return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n < 1e7 ? Math.round(n * 10 ** decimals) : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  const sortParam = params.get('sort') as ListSort | null;
  const sort: ListSort = sortParam && LIST_SORTS.includes(sortParam) ? sortParam : 'default';
  const sizeParam = positiveInt(params.get('page_size'), DEFAULT_SIZE);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_SIZE;
  const page = Math.min(positiveInt(params.get('page'), 1), 10_000);
  const category = positiveInt(params.get('category'), 0) || undefined;
  const api = serverApi(context, request);
  try {
    const [categories, config] = await Promise.all([
      api.get(routePath('/goodGroup/list/:type', { type: GROUP_TYPE.category })),
      // The price filter is typed in the shopper's currency (the API converts it back, issue #21).
      api.get('/currencies'),
    ]);
    const decimals = currencyDecimals(resolveUnit(config.current));
    const min = minorPrice(params.get('min'), decimals);
    const max = minorPrice(params.get('max'), decimals);
    const filtered = category !== undefined || min !== undefined || max !== undefined;
    const goods =
      keyword || filtered
        ? await api.get('/good/list', {
            keyword: keyword || undefined,
            group_id: category,
            min_price: min,
            max_price: max,
            sort,
            page,
            page_size: pageSize,
          })
        : null;
    // A search that found nothing offers best sellers (issue #41), below the fold and not awaited.
    const related =
      goods && goods.total === 0 ? api.get('/good/related', undefined, { silent: true }).catch(() => []) : null;
    return {
      keyword,
      goods,
      categories,
      sort,
      category,
      min: params.get('min') ?? '',
      max: params.get('max') ?? '',
      related,
    };
  } catch (err) {
    return toRouteError(err);
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const meta = pageMeta({ root: matches[0]?.loaderData, path: '/search', title: loaderData?.keyword || undefined });
  // Result pages are endless and thin: kept out of search engines (the goods have their own
  // pages). The search page itself, the form without a query, may be indexed.
  return loaderData?.goods ? [...meta, { name: 'robots', content: 'noindex' }] : meta;
}

/** "Did you mean <a>suggestion</a>?": a plain link to that search (works without the script). */
function DidYouMean({ suggestion }: { suggestion: string }) {
  const t = useT();
  const to = useLocalePath();
  const [before, after = ''] = t('search.didYouMean', { suggestion: '\u0000' }).split('\u0000');
  return (
    <p className="mt-3 text-base text-slate-800" data-testid="did-you-mean">
      {before}
      <Link
        to={to(`/search?keyword=${encodeURIComponent(suggestion)}`)}
        className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800"
        data-testid="did-you-mean-link"
      >
        {suggestion}
      </Link>
      {after}
    </p>
  );
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { keyword, goods, categories, sort, category, min, max } = loaderData;
  const t = useT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  useEffect(() => {
    if (!goods) return;
    // GA4's recommended search event, once per search; the results as a list view.
    if (keyword) track('search', { search_term: keyword });
    trackItemList('search_results', keyword || t('search.title'), goods.list);
  }, [goods, keyword, t]);

  const setSort = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('sort', next);
    p.delete('page');
    navigate(`?${p}`);
  };

  const flat = categories.flatMap((c) => [
    { id: c.id, name: c.name, depth: 0 },
    ...(c.children ?? []).map((child) => ({ id: child.id, name: child.name, depth: 1 })),
  ]);

  return (
    <main id="main" className="container-page py-8">
      <h1 className="text-3xl font-black tracking-tight text-slate-900">
        {keyword ? t('search.resultsFor', { keyword }) : t('search.title')}
      </h1>
      <SearchBox initial={keyword} autoFocus={!keyword} size="lg" className="mt-5 max-w-2xl" />

      <form method="get" className="mt-6 flex flex-wrap items-end gap-4 text-sm" data-testid="search-filters">
        <input type="hidden" name="keyword" value={keyword} />
        <input type="hidden" name="sort" value={sort} />
        <label className="flex flex-col gap-1 text-slate-700">
          {t('search.category')}
          <select
            name="category"
            defaultValue={category ?? ''}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2"
            data-testid="search-category"
          >
            <option value="">{t('search.allCategories')}</option>
            {flat.map((c) => (
              <option key={c.id} value={c.id}>
                {c.depth ? `\u00a0\u00a0${c.name}` : c.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex items-end gap-2">
          <legend className="mb-1 text-slate-700">{t('search.price')}</legend>
          <label>
            <span className="sr-only">{t('search.minPrice')}</span>
            <input
              name="min"
              inputMode="decimal"
              defaultValue={min}
              placeholder={t('search.minPrice')}
              className="w-28 rounded-lg border border-slate-300 px-3 py-2"
              data-testid="search-min"
            />
          </label>
          <span aria-hidden className="pb-2 text-slate-500">
            –
          </span>
          <label>
            <span className="sr-only">{t('search.maxPrice')}</span>
            <input
              name="max"
              inputMode="decimal"
              defaultValue={max}
              placeholder={t('search.maxPrice')}
              className="w-28 rounded-lg border border-slate-300 px-3 py-2"
              data-testid="search-max"
            />
          </label>
        </fieldset>
        <button type="submit" className="btn btn-secondary" data-testid="search-apply">
          {t('search.apply')}
        </button>
        {goods && (
          <label className="ml-auto flex items-center gap-2 text-slate-700">
            {t('sort.label')}
            <select
              value={sort}
              onChange={(e) => setSort(e.target.value)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2"
              data-testid="sort"
            >
              {LIST_SORTS.map((s) => (
                <option key={s} value={s}>
                  {s === 'default' && keyword ? t('search.relevance') : t(`sort.${s}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </form>

      {goods && goods.total > 0 && (
        <p className="mt-4 text-sm text-slate-600" role="status">
          {goods.similar ? t('search.similar', { count: goods.total }) : t('category.count', { count: goods.total })}
        </p>
      )}

      <div className="mt-6">
        {goods && goods.list.length > 0 ? (
          <>
            {/* The cards' names are h3: the results have their heading, for the outline. */}
            <h2 className="sr-only">{t('search.results')}</h2>
            <ProductGrid goods={goods.list} list={{ id: 'search_results', name: keyword }} eagerCount={4} />
          </>
        ) : (
          <section aria-labelledby="search-empty" className="rounded-2xl bg-slate-50 px-6 py-10 text-center">
            <h2 id="search-empty" className="text-lg font-semibold text-slate-900">
              {goods ? t('search.none', { keyword: keyword || '…' }) : t('search.start')}
            </h2>
            {goods?.did_you_mean && <DidYouMean suggestion={goods.did_you_mean} />}
            <p className="mt-2 text-slate-600">{t('search.tryCategories')}</p>
            <ul className="mt-5 flex flex-wrap justify-center gap-2">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={to(`/product/cate/${c.id}`)}
                    className="block rounded-full bg-white px-4 py-2 text-sm text-slate-700 ring-1 ring-slate-200 hover:text-primary-700"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {goods && goods.total > goods.page_size && (
        <Pagination page={goods.page} pageSize={goods.page_size} total={goods.total} />
      )}
      {loaderData.related && <RelatedGoods goods={loaderData.related} />}
    </main>
  );
}
