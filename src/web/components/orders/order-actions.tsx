// What the customer can do with an order now, from the `actions` the API derives from
// the life-cycle table: pay (while payable), cancel and confirm receipt, each of the
// last two after a confirm prompt. The order comes back changed from the server.
// Without JavaScript the buttons post to the order page's action, which asks first too
// (`ask`: the prompt as a form of its own).
import { useRevalidator } from 'react-router';
import { type RoutePath, routePath } from '../../../domain/api/paths.ts';
import { ORDER_STATUS } from '../../../domain/orders/lifecycle.ts';
import type { MyOrderDetail } from '../../../domain/orders/my-orders.ts';
import { AFTER_SALE_WINDOW_DAYS } from '../../../domain/orders/timings.ts';
import { browserApi } from '../../api/browser.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { confirmDialog } from '../../lib/dialog-requests.ts';
import { Link } from '../link.tsx';
import { ShopForm } from '../shop-form.tsx';
import { toast } from '../toast.tsx';

await loadSection('orders');

/** What a customer can do to an order from its page. */
export type OrderAction = 'cancel' | 'confirm_receipt';

export function OrderActions(props: {
  order: MyOrderDetail;
  /** Without JavaScript: the action the customer chose, to be confirmed. */
  ask?: OrderAction;
  /** Whether the payment deadline is still ahead (the page's countdown knows). */
  payable: boolean;
  onChange(order: MyOrderDetail): void;
}) {
  const { order } = props;
  const t = useT();
  const to = useLocalePath();
  const revalidator = useRevalidator();

  /** Asks first, then calls; a refusal (the client shows its message) reloads the order to show why. */
  async function act(opts: {
    title: string;
    message: string;
    confirmText: string;
    cancelText: string;
    path: RoutePath<'/order/confirm/:id' | '/order/cancel/:id'>;
    done: string;
  }) {
    let changed: MyOrderDetail | undefined;
    const confirmed = await confirmDialog({
      title: opts.title,
      message: opts.message,
      confirmText: opts.confirmText,
      cancelText: opts.cancelText,
      onConfirm: async () => {
        changed = await (await browserApi()).put(opts.path).catch(() => undefined);
      },
    });
    if (!confirmed) return;
    if (!changed) {
      void revalidator.revalidate();
      return;
    }
    props.onChange(changed);
    toast.success(opts.done);
  }

  const canPay = order.status === ORDER_STATUS.pendingPayment && props.payable;
  const canCancel = order.actions.includes('cancel');
  const canConfirm = order.actions.includes('confirm_receipt');
  if (!canPay && !canCancel && !canConfirm) return null;

  const asked = props.ask === 'cancel' ? canCancel : props.ask === 'confirm_receipt' && canConfirm;
  if (asked) {
    const cancel = props.ask === 'cancel';
    return (
      <ShopForm
        method="post"
        className="w-full rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
        data-testid="order-ask"
      >
        <p role="alert" className="text-sm text-amber-900">
          {cancel ? t('orders.cancelConfirm') : t('orders.confirmReceiptConfirm', { days: AFTER_SALE_WINDOW_DAYS })}
        </p>
        <input type="hidden" name="intent" value={props.ask} />
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="submit" name="confirmed" value="1" className="btn btn-primary" data-testid="order-ask-yes">
            {cancel ? t('orders.cancel') : t('orders.confirmReceipt')}
          </button>
          <Link to={to(`/my/order/${order.id}`)} className="btn btn-secondary">
            {cancel ? t('orders.keep') : t('orders.notYet')}
          </Link>
        </div>
      </ShopForm>
    );
  }

  return (
    <ShopForm method="post" scripted className="flex flex-wrap gap-3">
      {canPay && (
        <Link to={`${to('/order/pay')}?order_id=${order.id}`} className="btn btn-primary" data-testid="order-pay">
          {t('orders.payNow')}
        </Link>
      )}
      {canConfirm && (
        <button
          type="submit"
          name="intent"
          value="confirm_receipt"
          className="btn btn-primary"
          data-testid="order-confirm-receipt"
          onClick={() =>
            act({
              title: t('orders.confirmReceipt'),
              message: t('orders.confirmReceiptConfirm', { days: AFTER_SALE_WINDOW_DAYS }),
              confirmText: t('orders.confirmReceipt'),
              cancelText: t('orders.notYet'),
              path: routePath('/order/confirm/:id', { id: order.id }),
              done: t('orders.receiptConfirmed'),
            })
          }
        >
          {t('orders.confirmReceipt')}
        </button>
      )}
      {canCancel && (
        <button
          type="submit"
          name="intent"
          value="cancel"
          className="btn btn-secondary"
          data-testid="order-cancel"
          onClick={() =>
            act({
              title: t('orders.cancel'),
              message: t('orders.cancelConfirm'),
              confirmText: t('orders.cancel'),
              cancelText: t('orders.keep'),
              path: routePath('/order/cancel/:id', { id: order.id }),
              done: t('orders.cancelled'),
            })
          }
        >
          {t('orders.cancel')}
        </button>
      )}
    </ShopForm>
  );
}
