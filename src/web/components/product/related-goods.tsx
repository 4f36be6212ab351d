// "You may also like" / 猜你喜欢 (issue #41 item 1): goods to offer with a good, a cart or
// an empty search, with the category page's cards. The loader hands over the related read
// unawaited: the server renders it with the page (its renderer waits for everything), a
// client navigation shows the page first and the row when it arrives. The row sits below
// the fold: the browser lays it out only when it comes near (content-visibility) and its
// pictures load lazily.
import { Suspense } from 'react';
import { Await } from 'react-router';
import type { GoodCard } from '../../../domain/catalog/catalog.ts';
import { useT } from '../../i18n/index.tsx';
import { ProductGrid } from '../product-card.tsx';

export function RelatedGoods({ goods }: { goods: Promise<GoodCard[]> | GoodCard[] }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={goods} errorElement={null}>
        {(list) => <RelatedRow goods={list} />}
      </Await>
    </Suspense>
  );
}

function RelatedRow({ goods }: { goods: GoodCard[] }) {
  const t = useT();
  if (goods.length === 0) return null;
  return (
    <section
      aria-labelledby="related-title"
      className="below-fold mt-14 border-t border-slate-200 pt-10"
      data-testid="related-goods"
    >
      <h2 id="related-title" className="section-title">
        {t('product.related')}
      </h2>
      <div className="mt-6">
        <ProductGrid goods={goods} list={{ id: 'related', name: 'You may also like' }} />
      </div>
    </section>
  );
}
