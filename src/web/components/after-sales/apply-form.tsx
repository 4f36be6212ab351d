// Applying for after-sale service: the types the order allows now (from the API), the
// lines and how many, a reason, a description, up to 9 photos through the upload
// widget, and the refund it would bring (the same rule the server applies). Checked
// here first; the server's refusal is shown in the form.
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  AFTER_SALE_LIMITS,
  AFTER_SALE_TYPE,
  type AfterSaleOptions,
  type AfterSaleReason,
  type AfterSaleType,
  type AfterSaleView,
  afterSaleRefundAmount,
  REASON_NEEDS_DESCRIPTION,
} from '../../../domain/after-sales/after-sales.ts';
import { ApiCode } from '../../../domain/api/codes.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { browserApi } from '../../api/browser.ts';
import { ApiError } from '../../api/client.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection, type MessageKey } from '../../i18n/messages.ts';
import { describedBy, Field } from '../field.tsx';
import { Price } from '../price.tsx';
import { toast } from '../toast.tsx';
import { ImageUpload } from '../upload/image-upload.tsx';
import { LinePicker, type Picked } from './line-picker.tsx';

await loadSection('after-sales');

type Problem = 'type' | 'items' | 'reason' | 'details' | 'images';

export function ApplyForm(props: {
  options: AfterSaleOptions;
  onApplied(request: AfterSaleView): void;
  /** The order changed meanwhile (another tab, staff): reload what it allows. */
  onStale(): void;
}) {
  const { options } = props;
  const { order } = options;
  const t = useT();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [type, setType] = useState<AfterSaleType | null>(
    options.allowed_types.length === 1 ? (options.allowed_types[0] ?? null) : null,
  );
  const [picked, setPicked] = useState<Picked>(() => new Map(order.items.map((i) => [i.sku_id, i.quantity])));
  const [reason, setReason] = useState<AfterSaleReason | ''>('');
  const [details, setDetails] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploadPending, setUploadPending] = useState('');
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const lines = [...picked].map(([sku_id, quantity]) => ({ sku_id, quantity }));
  const basis = {
    shipped: order.shipped,
    items_total: order.product_price,
    discount: order.discount,
    total: order.total_paid,
    lines: order.items,
  };
  const estimate =
    type !== null && type !== AFTER_SALE_TYPE.exchange
      ? afterSaleRefundAmount(type, basis, lines, options.refundable)
      : null;
  const detailsRequired = reason === REASON_NEEDS_DESCRIPTION;

  /** What is missing; shown once the shopper tried to submit, then following every change. */
  function check(pending = uploadPending): Partial<Record<Problem, string>> {
    const found: Partial<Record<Problem, string>> = {};
    if (type === null) found.type = t('afterSales.error.type');
    if (order.shipped && picked.size === 0) found.items = t('afterSales.error.items');
    if (!reason) found.reason = t('afterSales.error.reason');
    if (detailsRequired && !details.trim()) found.details = t('afterSales.error.details');
    if (pending) found.images = pending;
    return found;
  }
  const problems = tried ? check() : {};

  /** The first control with a problem gets the focus, once the messages are on screen. */
  function focusFirst(found: Partial<Record<Problem, string>>) {
    const first = (['type', 'items', 'reason', 'details', 'images'] as const).find((p) => found[p]);
    if (!first) return;
    window.requestAnimationFrame(() => {
      const box = formRef.current?.querySelector<HTMLElement>(`[data-problem="${first}"]`);
      box?.querySelector<HTMLElement>('input:not([type="file"]), select, textarea, button')?.focus();
    });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    setTried(true);
    // The widget hands over finished uploads only; one still on its way would be lost.
    const uploading = formRef.current?.querySelector('[data-status="uploading"], [data-status="ready"]');
    const pending = uploading ? t('afterSales.error.uploading') : '';
    setUploadPending(pending);
    const found = check(pending);
    if (Object.values(found).some(Boolean)) return focusFirst(found);
    setBusy(true);
    try {
      const created = await (await browserApi()).post(
        routePath('/order/:id/after-sale', { id: order.id }),
        {
          type,
          reason,
          description: details.trim(),
          images,
          // Before shipment the server takes the whole order.
          lines: order.shipped ? lines : undefined,
        },
        { silent: true },
      );
      toast.success(t('afterSales.submitted'));
      props.onApplied(created);
    } catch (err) {
      setBusy(false);
      setFormError(err instanceof ApiError ? err.message : t('error.internal'));
      if (err instanceof ApiError && err.code === ApiCode.conflict) props.onStale();
    }
  }

  return (
    <section aria-labelledby={id('title')} className="card p-5 md:p-6" data-testid="after-sale-apply">
      <h2 id={id('title')} className="mb-5 text-lg font-semibold text-slate-900">
        {t('afterSales.apply')}
      </h2>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
        <fieldset data-problem="type" aria-describedby={problems.type ? id('type-error') : undefined}>
          <legend className="mb-3 text-sm font-medium text-slate-800">{t('afterSales.type')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {options.allowed_types.map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer items-start gap-3 rounded-2xl p-4 ring-1 transition has-focus-visible:ring-2 has-focus-visible:ring-primary-500 ${
                  type === value ? 'bg-primary-50 ring-2 ring-primary-600' : 'ring-slate-200 hover:ring-primary-300'
                }`}
              >
                <input
                  type="radio"
                  name={id('type')}
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                  className="mt-1 accent-primary-700"
                  data-testid={`after-sale-type-${value}`}
                />
                <span>
                  <span className="block font-semibold text-slate-900">
                    {t(`afterSales.type.${value}` as MessageKey)}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">
                    {t(`afterSales.typeHint.${value}` as MessageKey)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {problems.type && (
            <p id={id('type-error')} className="field-error" role="alert">
              {problems.type}
            </p>
          )}
        </fieldset>

        <fieldset
          data-problem="items"
          aria-describedby={`${id('items-hint')}${problems.items ? ` ${id('items-error')}` : ''}`}
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('afterSales.items')}</legend>
          <p id={id('items-hint')} className="mb-3 text-xs text-slate-600">
            {order.shipped ? t('afterSales.itemsHint') : t('afterSales.wholeOrder')}
          </p>
          <LinePicker
            items={order.items}
            currency={order.currency}
            picked={picked}
            pickable={order.shipped}
            onChange={setPicked}
          />
          {problems.items && (
            <p id={id('items-error')} className="field-error" role="alert">
              {problems.items}
            </p>
          )}
        </fieldset>

        <div data-problem="reason">
          <Field id={id('reason')} label={t('afterSales.reason')} error={problems.reason}>
            <select
              id={id('reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value as AfterSaleReason)}
              aria-invalid={!!problems.reason}
              aria-describedby={describedBy(id('reason'), { error: problems.reason })}
              className="input"
              data-testid="after-sale-reason"
            >
              <option value="" disabled>
                {t('afterSales.reasonPlaceholder')}
              </option>
              {options.reasons.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <div data-problem="details">
          <Field
            id={id('details')}
            label={
              <>
                {t('afterSales.details')}
                {!detailsRequired && (
                  <span className="ml-1 font-normal text-slate-500">({t('afterSales.detailsOptional')})</span>
                )}
              </>
            }
            hint={t('afterSales.detailsCount', { count: details.length, max: AFTER_SALE_LIMITS.description })}
            error={problems.details}
          >
            <textarea
              id={id('details')}
              rows={4}
              value={details}
              maxLength={AFTER_SALE_LIMITS.description}
              onChange={(e) => setDetails(e.target.value)}
              placeholder={t('afterSales.detailsPlaceholder')}
              required={detailsRequired}
              aria-invalid={!!problems.details}
              aria-describedby={describedBy(id('details'), { hint: true, error: problems.details })}
              className="input resize-y"
              data-testid="after-sale-details"
            />
          </Field>
        </div>

        <div data-problem="images">
          <p id={id('images')} className="mb-1 text-sm font-medium text-slate-800">
            {t('afterSales.images')}
          </p>
          <p className="mb-2 text-xs text-slate-600">
            {t('afterSales.imagesHint', { limit: AFTER_SALE_LIMITS.images })}
          </p>
          <ImageUpload
            value={images}
            onChange={setImages}
            limit={AFTER_SALE_LIMITS.images}
            label={t('afterSales.images')}
          />
          {problems.images && (
            <p className="field-error" role="alert">
              {problems.images}
            </p>
          )}
        </div>

        {estimate !== null && (
          <div className="rounded-2xl bg-primary-50 px-5 py-4" data-testid="after-sale-estimate">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-sm font-medium text-slate-800">{t('afterSales.estimate')}</span>
              <Price price={estimate} unit={order.currency} className="text-2xl font-black text-primary-700" />
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {order.shipped ? t('afterSales.estimateShipped') : t('afterSales.estimateWhole')}
            </p>
          </div>
        )}

        {formError && (
          <p
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
            role="alert"
            data-testid="after-sale-error"
          >
            {formError}
          </p>
        )}

        <button
          type="submit"
          className="btn btn-primary w-full py-3 text-base sm:w-auto sm:px-10"
          disabled={busy}
          aria-busy={busy}
          data-testid="after-sale-submit"
        >
          {busy && <span aria-hidden className="spinner" />}
          {busy ? t('afterSales.submitting') : t('afterSales.submit')}
        </button>
      </form>
    </section>
  );
}
