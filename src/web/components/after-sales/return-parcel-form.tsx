// The parcel the goods go back in (returns and exchanges, once approved): the carrier
// from the shop's list and the tracking number; editable until the parcel arrives.
import { type FormEvent, useId, useState } from 'react';
import type { AfterSaleView } from '../../../domain/after-sales/after-sales.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { CARRIERS, TRACKING_NO_PATTERN } from '../../../domain/tracking/carriers.ts';
import { browserApi } from '../../api/browser.ts';
import { ApiError } from '../../api/client.ts';
import { useLocale, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { describedBy, Field } from '../field.tsx';
import { toast } from '../toast.tsx';

await loadSection('after-sales');

export function ReturnParcelForm(props: { request: AfterSaleView; onChange(request: AfterSaleView): void }) {
  const { request } = props;
  const t = useT();
  const locale = useLocale();
  const uid = useId();
  const [carrier, setCarrier] = useState(request.return_carrier);
  const [trackingNo, setTrackingNo] = useState(request.return_tracking_no);
  const [errors, setErrors] = useState<{ carrier?: string; trackingNo?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const saved = request.return_tracking_no !== '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = {
      carrier: carrier ? undefined : t('afterSales.error.carrier'),
      trackingNo: TRACKING_NO_PATTERN.test(trackingNo.trim()) ? undefined : t('afterSales.error.trackingNo'),
    };
    setErrors(found);
    if (found.carrier || found.trackingNo) {
      document.getElementById(`${uid}-${found.carrier ? 'carrier' : 'tracking'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const updated = await (await browserApi()).put(
        routePath('/order/after-sale/:id/return', { id: request.id }),
        { carrier, tracking_no: trackingNo.trim() },
        { silent: true },
      );
      toast.success(t('afterSales.returnSaved'));
      props.onChange(updated);
    } catch (err) {
      setErrors({ form: err instanceof ApiError ? err.message : t('error.internal') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${uid}-title`}
      className="space-y-4 rounded-2xl bg-slate-50 p-4 md:p-5"
      data-testid="after-sale-return-form"
    >
      <h3 id={`${uid}-title`} className="font-semibold text-slate-900">
        {t('afterSales.returnParcel')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${uid}-carrier`} label={t('afterSales.carrier')} error={errors.carrier}>
          <select
            id={`${uid}-carrier`}
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
            aria-invalid={!!errors.carrier}
            aria-describedby={describedBy(`${uid}-carrier`, { error: errors.carrier })}
            className="input"
            data-testid="after-sale-carrier"
          >
            <option value="" disabled>
              {t('afterSales.carrierPlaceholder')}
            </option>
            {CARRIERS.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name[locale]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${uid}-tracking`}
          label={t('afterSales.trackingNo')}
          hint={t('afterSales.trackingNoHint')}
          error={errors.trackingNo}
        >
          <input
            id={`${uid}-tracking`}
            value={trackingNo}
            onChange={(e) => setTrackingNo(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-invalid={!!errors.trackingNo}
            aria-describedby={describedBy(`${uid}-tracking`, { hint: true, error: errors.trackingNo })}
            className="input font-mono"
            data-testid="after-sale-tracking-no"
          />
        </Field>
      </div>
      {errors.form && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
          {errors.form}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={busy}
        aria-busy={busy}
        data-testid="after-sale-return-save"
      >
        {busy && <span aria-hidden className="spinner" />}
        {saved ? t('afterSales.updateReturn') : t('afterSales.saveReturn')}
      </button>
    </form>
  );
}
