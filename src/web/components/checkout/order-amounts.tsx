// Order information (SPEC 2): product price, shipping fee, discount and the total, called
// what it is (issue #37): "Total" / 应付 before payment, "Total paid" / 实付款 only once
// paid, and for an order cancelled unpaid "Total" / 合计 (no paid amount).
import { ORDER_STATUS } from '../../../domain/orders/lifecycle.ts';
import type { OrderAmounts as Amounts, OrderRefundView } from '../../../domain/orders/orders.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { Price } from '../price.tsx';

await loadSection('checkout');

/** What an order's total is: due (unpaid, payable), paid, or neither (cancelled unpaid). */
export type TotalKind = 'due' | 'paid' | 'unpaid';

export function totalKind(order: { paid_at: string | null; status: number }): TotalKind {
  if (order.paid_at) return 'paid';
  return order.status === ORDER_STATUS.pendingPayment ? 'due' : 'unpaid';
}

const TOTAL_LABEL = { due: 'checkout.total', paid: 'checkout.totalPaid', unpaid: 'checkout.totalUnpaid' } as const;

/**
 * Landed cost (issue #40): under DDP with taxes or duties, that nothing more is due at the
 * door; under DDU, that the carrier may collect import charges, with the shop's estimate.
 */
export function DutyNote({ amounts }: { amounts: Amounts }) {
  const t = useT();
  if (amounts.duty_terms === 'ddu') {
    return (
      <div role="note" data-testid="duty-notice" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {t('checkout.dduNotice')}
        {amounts.import_estimate > 0 && (
          <>
            {' '}
            {t('checkout.dduEstimate')} <Price price={amounts.import_estimate} unit={amounts.currency} />
          </>
        )}
      </div>
    );
  }
  if (amounts.taxes === 0 && amounts.duties === 0) return null;
  return (
    <p data-testid="duty-paid" className="text-xs text-slate-600">
      {t('checkout.ddpNote')}
    </p>
  );
}

/**
 * `shippingPending`: no address chosen yet, so the fee is not known. `refund`: what came
 * back of a placed order, shown under the total with what stays paid. `total`: what the
 * total is (default due: the confirm page's preview).
 */
export function OrderAmounts({
  amounts,
  shippingPending = false,
  refund,
  total = 'due',
}: {
  amounts: Amounts;
  shippingPending?: boolean;
  refund?: OrderRefundView | null;
  total?: TotalKind;
}) {
  const t = useT();
  const { currency } = amounts;
  return (
    <>
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
        {amounts.taxes > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-600">
              {t(amounts.taxes_included ? 'checkout.taxIncluded' : 'checkout.tax', {
                name: amounts.tax_name,
                rate: amounts.tax_rate ?? '',
              })}
            </dt>
            <dd data-testid="amount-taxes">
              <Price price={amounts.taxes} unit={currency} />
            </dd>
          </div>
        )}
        {amounts.duties > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-600">{t('checkout.duties')}</dt>
            <dd data-testid="amount-duties">
              <Price price={amounts.duties} unit={currency} />
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900" data-testid="amount-total-label">
            {t(TOTAL_LABEL[total])}
          </dt>
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
      <DutyNote amounts={amounts} />
    </>
  );
}
