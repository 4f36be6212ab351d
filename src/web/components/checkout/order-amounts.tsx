// Order information (SPEC 2): product price, shipping fee, discount and total paid.
import type { OrderAmounts as Amounts, OrderRefundView } from '../../../domain/orders/orders.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { Price } from '../price.tsx';

await loadSection('checkout');

/**
 * `shippingPending`: no address chosen yet, so the fee is not known. `refund`: what came
 * back of a placed order, shown under the total with what stays paid.
 */
export function OrderAmounts({
  amounts,
  shippingPending = false,
  refund,
}: {
  amounts: Amounts;
  shippingPending?: boolean;
  refund?: OrderRefundView | null;
}) {
  const t = useT();
  const { currency } = amounts;
  return (
    <dl className="space-y-2 text-sm" data-testid="order-amounts">
      <div className="flex justify-between">
        <dt className="text-slate-600">{t('checkout.productPrice')}</dt>
        <dd data-testid="amount-products">
          <Price price={amounts.product_price} unit={currency} />
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">{t('checkout.shippingFee')}</dt>
        <dd data-testid="amount-shipping">
          {amounts.shipping_fee === 0 ? (
            t('checkout.freeShipping')
          ) : (
            <Price price={amounts.shipping_fee} unit={currency} />
          )}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">{t('checkout.discount')}</dt>
        <dd data-testid="amount-discount" className={amounts.discount > 0 ? 'text-emerald-700' : undefined}>
          {amounts.discount > 0 ? '−' : ''}
          <Price price={amounts.discount} unit={currency} />
        </dd>
      </div>
      <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
        <dt className="font-semibold text-slate-900">{t('checkout.totalPaid')}</dt>
        <dd data-testid="amount-total">
          <Price price={amounts.total_paid} unit={currency} className="text-2xl font-black text-primary-700" />
        </dd>
      </div>
      {refund && (
        <>
          <div className="flex justify-between">
            <dt className="text-slate-600">{refund.partial ? t('checkout.refundedPart') : t('checkout.refunded')}</dt>
            <dd data-testid="amount-refunded" className="text-emerald-700">
              −<Price price={refund.amount} unit={currency} />
            </dd>
          </div>
          <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
            <dt className="font-semibold text-slate-900">{t('checkout.netPaid')}</dt>
            <dd data-testid="amount-net">
              <Price price={refund.net_paid} unit={currency} className="text-lg font-bold text-slate-900" />
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
