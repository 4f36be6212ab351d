// Home (shop tab): the style selection and the other home collections (type-2 groups)
// with their goods, then an endless "more to explore" feed loaded on scroll.
import { useEffect } from 'react';
import { routePath } from '../../domain/api/paths.ts';
import { type GoodCard, GROUP_TYPE, type Page } from '../../domain/catalog/catalog.ts';
import { policyPath } from '../../domain/site/content-pages.ts';
import { browserApi } from '../api/browser.ts';
import { serverApi, toRouteError } from '../api/server.ts';
import { Link } from '../components/link.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { trackItemList } from '../lib/analytics.ts';
import { pageMeta } from '../lib/meta.ts';
import { useScrollFeed } from '../lib/scroll-load.ts';
import { useRootData } from '../lib/use-root-data.ts';
import type { Route } from './+types/home';

await loadSection('catalog');

const COLLECTION_SIZE = 8;
const FEED_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  try {
    const [collections, feed] = await Promise.all([
      api.get(routePath('/goodGroup/list/:type', { type: GROUP_TYPE.collection })),
      api.get('/good/list', { page_size: FEED_SIZE, sort: 'sales' }),
    ]);
    const sections = await Promise.all(
      collections.map(async (group) => ({
        group,
        goods: (await api.get('/good/list', { group_id: group.id, page_size: COLLECTION_SIZE })).list,
      })),
    );
    return { sections, feed };
  } catch (err) {
    return toRouteError(err);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ root: matches[0]?.loaderData, path: '/' });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const { sections } = loaderData;
  const countryCount = useRootData()?.site.country_count ?? 0;

  useEffect(() => {
    for (const s of sections) trackItemList(`collection_${s.group.id}`, s.group.name, s.goods);
  }, [sections]);

  return (
    <main id="main">
      <section className="bg-gradient-to-br from-primary-50 via-white to-amber-50">
        <div className="container-page py-12 md:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-700">{t('home.welcome')}</p>
          <h1 className="mt-3 max-w-2xl text-3xl font-black tracking-tight text-slate-900 md:text-5xl">
            {t('home.tagline')}
          </h1>
          {countryCount > 0 && (
            <p className="mt-4 text-base text-slate-700">
              <Link to={to(policyPath('shipping-policy'))} className="underline-offset-4 hover:underline">
                {t(countryCount === 1 ? 'footer.shipsToOne' : 'footer.shipsTo', { count: countryCount })}
              </Link>
            </p>
          )}
        </div>
      </section>
      {sections.map(({ group, goods }, i) => (
        <section key={group.id} className="container-page py-10" aria-labelledby={`collection-${group.id}`}>
          <div className="mb-6 flex items-end justify-between gap-4">
            <div>
              <h2 id={`collection-${group.id}`} className="section-title">
                {group.name}
              </h2>
              {group.description && <p className="mt-1 text-sm text-slate-600">{group.description}</p>}
            </div>
            <Link
              to={to(`/product/cate/${group.id}`)}
              className="shrink-0 text-sm font-medium text-primary-700 hover:underline"
            >
              {t('home.viewAll')}
            </Link>
          </div>
          <ProductGrid
            goods={goods}
            list={{ id: `collection_${group.id}`, name: group.name }}
            eagerCount={i === 0 ? 4 : 0}
          />
        </section>
      ))}
      <ExploreFeed first={loaderData.feed} />
    </main>
  );
}

/** All goods by sales, one page at a time as the shopper scrolls. */
function ExploreFeed({ first }: { first: Page<GoodCard> }) {
  const t = useT();
  const { items, state, sentinel, loadMore } = useScrollFeed(first, FEED_SIZE, async (page) =>
    (await browserApi()).get('/good/list', { page, page_size: FEED_SIZE, sort: 'sales' }, { silent: true }),
  );

  return (
    <section className="container-page py-10" aria-labelledby="explore">
      <h2 id="explore" className="section-title mb-6">
        {t('home.explore')}
      </h2>
      <ProductGrid goods={items} list={{ id: 'explore', name: t('home.explore') }} />
      <div
        ref={sentinel}
        className="mt-8 flex h-10 items-center justify-center text-sm text-slate-600"
        aria-live="polite"
      >
        {state === 'loading' && t('list.loading')}
        {state === 'done' && t('list.noMore')}
        {state === 'error' && (
          <button type="button" onClick={loadMore} className="text-primary-700 underline">
            {t('list.retry')}
          </button>
        )}
      </div>
    </section>
  );
}
