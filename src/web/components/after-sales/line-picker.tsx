// The order's lines to pick for a request: a checkbox per line and how many of it
// (1 to the quantity ordered). Before shipment the whole order goes, so the lines are
// only listed.
import type { AfterSaleOptions } from '../../../domain/after-sales/after-sales.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { QuantityStepper } from '../cart/quantity-stepper.tsx';
import { Price } from '../price.tsx';
import { ProductImage } from '../product-image.tsx';

await loadSection('after-sales');

export type OrderItem = AfterSaleOptions['order']['items'][number];
/** Chosen quantity per SKU; a line not in the map is not chosen. */
export type Picked = ReadonlyMap<number, number>;

export function LinePicker(props: {
  items: OrderItem[];
  currency: string;
  picked: Picked;
  /** False: the whole order, nothing to pick. */
  pickable: boolean;
  onChange(picked: Picked): void;
}) {
  const t = useT();
  const { picked } = props;

  function toggle(item: OrderItem, on: boolean) {
    const next = new Map(picked);
    if (on) next.set(item.sku_id, item.quantity);
    else next.delete(item.sku_id);
    props.onChange(next);
  }

  function setQuantity(item: OrderItem, quantity: number) {
    props.onChange(new Map(picked).set(item.sku_id, quantity));
  }

  return (
    <ul className="divide-y divide-slate-100">
      {props.items.map((item) => {
        const chosen = picked.get(item.sku_id);
        const options = item.options.map((o) => `${o.axis}: ${o.value}`).join(' / ');
        return (
          <li key={item.sku_id} className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="after-sale-line">
            {props.pickable && (
              <input
                type="checkbox"
                checked={chosen !== undefined}
                onChange={(e) => toggle(item, e.target.checked)}
                aria-label={t('afterSales.select', { name: item.name })}
                className="mt-6 size-5 shrink-0 accent-primary-700"
                data-testid="after-sale-line-check"
              />
            )}
            <div className="size-16 shrink-0 overflow-hidden rounded-xl">
              <ProductImage src={item.image} alt="" size={64} />
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-slate-900">{item.name}</p>
              {options && <p className="mt-0.5 text-sm text-slate-600">{options}</p>}
              <p className="mt-0.5 text-sm text-slate-600">
                <Price price={item.price} unit={props.currency} /> · {t('afterSales.ordered', { count: item.quantity })}
              </p>
              {props.pickable && chosen !== undefined && item.quantity > 1 && (
                <div className="mt-2">
                  <QuantityStepper
                    value={chosen}
                    max={item.quantity}
                    onChange={(q) => setQuantity(item, q)}
                    label={t('afterSales.quantity', { name: item.name })}
                    decreaseLabel={t('afterSales.decrease')}
                    increaseLabel={t('afterSales.increase')}
                  />
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
