// "You may also like" / 猜你喜欢 (issue #41 item 1): goods to offer with a good, a cart or
// an empty search, with the category page's cards. The loader hands over the related read
// unawaited: the server renders it with the page (its renderer waits for everything), a
// client navigation shows the page first and the row when it arrives. Its pictures load
// lazily. It is laid out with the page: with `content-visibility: auto` its first layout
// replaced a guessed height when it came near, and the footer below it jumped (a phone's
// CLS 0.44-0.67 after a quick scroll).
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
      className="mt-14 border-t border-slate-200 pt-10"
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
