// The lines of an order or a checkout preview: picture, name, options, unit price,
// quantity and line total (the same on confirm, pay and order pages).
import type { OrderLineView } from '../../../domain/orders/orders.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { Price } from '../price.tsx';
import { ProductImage } from '../product-image.tsx';

await loadSection('checkout');

/** `refunded`: pieces refunded per SKU (a placed order after an after-sale refund). */
export function OrderLines({
  items,
  currency,
  refunded = [],
}: {
  items: OrderLineView[];
  currency: string;
  refunded?: { sku_id: number; quantity: number }[];
}) {
  const t = useT();
  const to = useLocalePath();
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((line) => (
        <li key={line.sku_id} className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="order-line">
          <div className="size-18 shrink-0 overflow-hidden rounded-xl">
            <ProductImage src={line.image} alt="" size={72} />
          </div>
          <div className="min-w-0 flex-1">
            <a
              href={to(`/product/${line.good_id}`)}
              className="line-clamp-2 font-medium text-slate-900 hover:text-primary-700"
            >
              {line.name}
            </a>
            {line.options.length > 0 && (
              <p className="mt-0.5 text-sm text-slate-600">
                {line.options.map((o) => `${o.axis}: ${o.value}`).join(' / ')}
              </p>
            )}
            {refundedOf(refunded, line.sku_id) > 0 && (
              <span
                className="mt-1 mr-1 inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900"
                data-testid="line-refunded"
              >
                {t('checkout.lineRefunded', { count: refundedOf(refunded, line.sku_id) })}
              </span>
            )}
            {line.free_shipping && (
              <span className="mt-1 inline-block rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800">
                {t('checkout.freeShipping')}
              </span>
            )}
          </div>
          <div className="shrink-0 text-right text-sm">
            <Price price={line.total} unit={currency} className="font-semibold text-slate-900" />
            <p className="mt-0.5 text-slate-600">
              <Price price={line.price} unit={currency} /> {t('checkout.quantityTimes', { count: line.quantity })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const refundedOf = (refunded: { sku_id: number; quantity: number }[], skuId: number) =>
  refunded.find((r) => r.sku_id === skuId)?.quantity ?? 0;
