// An order's status as a coloured pill: waiting for the customer (amber), on its way
// (sky), done (emerald), after-sales (violet), cancelled (slate).
import { ORDER_STATUS as S } from '../../../domain/orders/lifecycle.ts';

const TONES: [readonly number[], string][] = [
  [[S.pendingPayment], 'bg-amber-50 text-amber-800 ring-amber-200'],
  [[S.pendingShipment, S.pendingReceipt], 'bg-sky-50 text-sky-800 ring-sky-200'],
  [[S.received, S.completed], 'bg-emerald-50 text-emerald-800 ring-emerald-200'],
  [[S.cancelled], 'bg-slate-100 text-slate-700 ring-slate-200'],
];
const AFTER_SALES = 'bg-violet-50 text-violet-800 ring-violet-200';

export function statusTone(status: number): string {
  return TONES.find(([statuses]) => statuses.includes(status))?.[1] ?? AFTER_SALES;
}

export function StatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset first-letter:uppercase ${statusTone(status)}`}
      data-testid="order-status"
    >
      {name}
    </span>
  );
}
