import type { GoodCard } from '../../domain/catalog/catalog.ts';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { trackSelectItem } from '../lib/analytics.ts';
import { Link } from './link.tsx';
import { Price } from './price.tsx';
import { ProductImage } from './product-image.tsx';

export interface ListInfo {
  id: string;
  name: string;
}

export function ProductCard({
  good,
  list,
  index,
  eager,
}: {
  good: GoodCard;
  list: ListInfo;
  index: number;
  eager?: boolean;
}) {
  const t = useT();
  const to = useLocalePath();
  return (
    <li className="group">
      <Link
        to={to(`/product/${good.id}`)}
        prefetch="intent"
        onClick={() => trackSelectItem(list.id, list.name, { ...good, index })}
        className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-500"
      >
        <div className="relative overflow-hidden rounded-2xl bg-slate-50">
          <ProductImage
            src={good.image}
            alt={good.name}
            size={320}
            sizes="(min-width: 960px) 280px, 45vw"
            eager={eager}
            className="transition duration-300 group-hover:scale-[1.03]"
          />
          {!good.in_stock && (
            <span className="absolute left-2 top-2 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs font-medium text-white">
              {t('product.soldOut')}
            </span>
          )}
        </div>
        <h3 className="mt-3 line-clamp-2 text-sm font-medium leading-5 text-slate-800 group-hover:text-primary-700">
          {good.name}
        </h3>
        <p className="mt-1 flex items-baseline gap-2">
          <Price price={good.price} unit={good.currency} className="text-base font-bold text-primary-700" />
          {good.price_max > good.price && <span className="text-xs text-slate-600">{t('product.fromPrice')}</span>}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">{t('product.sold', { count: good.sales })}</p>
      </Link>
    </li>
  );
}

export function ProductGrid({
  goods,
  list,
  eagerCount = 0,
}: {
  goods: GoodCard[];
  list: ListInfo;
  eagerCount?: number;
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {goods.map((g, i) => (
        <ProductCard key={g.id} good={g} list={list} index={i} eager={i < eagerCount} />
      ))}
    </ul>
  );
}
