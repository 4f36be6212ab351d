// One line of the cart page: select box, picture, name and options, unit price,
// quantity, line total and remove. A line that cannot be ordered (off shelf, sold out,
// more than the stock) says why, cannot be selected, and offers the fix it has.

import { type CartLine, maxQuantity } from '../../../domain/cart/cart.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { CircleAlert, Trash2 } from '../icons.ts';
import { Link } from '../link.tsx';
import { Price } from '../price.tsx';
import { ProductImage } from '../product-image.tsx';
import { ShopForm } from '../shop-form.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

await loadSection('cart');

const ISSUE_TEXT = {
  off_shelf: 'cart.issue.off_shelf',
  sold_out: 'cart.issue.sold_out',
  insufficient: 'cart.issue.insufficient',
} as const;

export interface CartLineProps {
  line: CartLine;
  onQuantity(quantity: number): void;
  onSelect(selected: boolean): void;
  onRemove(): void;
}

export function CartLineItem({ line, onQuantity, onSelect, onRemove }: CartLineProps) {
  const t = useT();
  const to = useLocalePath();
  const name = line.name || t('cart.unknownItem');
  const href = line.good_id ? to(`/product/${line.good_id}`) : undefined;
  const blocked = line.issue === 'off_shelf' || line.issue === 'sold_out';
  // A SKU that no longer exists is named for what happened; other flags say why.
  const reason = line.issue && line.good_id > 0 ? t(ISSUE_TEXT[line.issue], { stock: line.stock }) : undefined;
  const reasonId = `cart-issue-${line.sku_id}`;
  // The line's form without JavaScript (routes/cart.tsx action); with it, the handlers run.
  const formId = `cart-line-${line.sku_id}`;

  const picture = <ProductImage src={line.image} alt="" size={96} className={blocked ? 'opacity-50 grayscale' : ''} />;
  return (
    <li className="flex gap-3 py-5 md:gap-4" data-testid="cart-line" data-sku={line.sku_id}>
      <div className="flex h-20 items-center md:h-24">
        <input
          type="checkbox"
          checked={line.selected && !line.issue}
          disabled={!!line.issue}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('cart.selectLine', { name })}
          aria-describedby={reason ? reasonId : undefined}
          data-script-only
          className="size-5 accent-primary-700 disabled:opacity-40"
          data-testid="cart-line-select"
        />
      </div>
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-slate-50 md:size-24">
        {href ? (
          <Link to={href} tabIndex={-1} aria-hidden>
            {picture}
          </Link>
        ) : (
          picture
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {href ? (
              <Link to={href} className="line-clamp-2 font-medium text-slate-900 hover:text-primary-700">
                {name}
              </Link>
            ) : (
              <p className="font-medium text-slate-500">{name}</p>
            )}
            {line.options.length > 0 && (
              <p className="mt-0.5 text-sm text-slate-600">
                {line.options.map((o) => t('cart.option', { axis: o.axis, value: o.value })).join(' · ')}
              </p>
            )}
            {line.good_id > 0 && (
              <p className="mt-0.5 text-sm text-slate-600">
                <span className="sr-only">{t('cart.price')}: </span>
                <Price price={line.price} unit={line.currency} />
              </p>
            )}
          </div>
          {!blocked && (
            <p
              className={`shrink-0 text-right font-semibold tabular-nums ${line.issue ? 'text-slate-400' : 'text-slate-900'}`}
            >
              <span className="sr-only">{t('cart.lineTotal')}: </span>
              <Price price={line.price * line.quantity} unit={line.currency} />
            </p>
          )}
        </div>

        {reason && (
          <p
            id={reasonId}
            className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-red-700"
          >
            <CircleAlert aria-hidden className="size-4 shrink-0" />
            {reason}
            {line.issue === 'insufficient' && (
              <button
                type="submit"
                form={formId}
                name="step"
                value={maxQuantity(line)}
                onClick={() => onQuantity(maxQuantity(line))}
                className="rounded-full px-2 py-0.5 text-primary-700 underline underline-offset-2 hover:bg-primary-50"
              >
                {t('cart.fixQuantity', { stock: maxQuantity(line) })}
              </button>
            )}
          </p>
        )}

        <ShopForm id={formId} method="post" scripted className="mt-3 flex items-center justify-between gap-3">
          <input type="hidden" name="sku_id" value={line.sku_id} />
          <QuantityStepper
            name="quantity"
            stepName="step"
            value={line.quantity}
            max={maxQuantity(line)}
            onChange={onQuantity}
            disabled={blocked}
            label={t('cart.quantityOf', { name })}
            decreaseLabel={t('cart.decrease', { name })}
            increaseLabel={t('cart.increase', { name })}
            maxHint={t('cart.atMost', { count: maxQuantity(line) })}
            testId="cart-line-quantity"
          />
          <button
            type="submit"
            name="intent"
            value="remove"
            onClick={onRemove}
            aria-label={t('cart.removeLine', { name })}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-red-700"
            data-testid="cart-line-remove"
          >
            <Trash2 aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('cart.remove')}</span>
          </button>
        </ShopForm>
      </div>
    </li>
  );
}
