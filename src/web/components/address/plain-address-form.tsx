// The address form for a browser without JavaScript (issue #19 item 5): plain fields
// posted to /my/address's server action, the address typed by hand (no area cascader:
// the API takes a typed province and city, `area` empty). The API judges it and its
// message shows above the fields, which keep what was typed.
import type { Address } from '../../../domain/addresses/addresses.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { Field } from '../field.tsx';
import { FormRefusal } from '../form-refusal.tsx';
import { Link } from '../link.tsx';
import { ShopForm } from '../shop-form.tsx';

await loadSection('address');

/** What the form shows: an address being edited, or what was posted and refused. */
export type PlainAddressValues = Partial<
  Record<
    'id' | 'country' | 'province' | 'city' | 'address' | 'contact' | 'phone' | 'postal_code' | 'is_default',
    string
  >
>;

export function valuesOf(a: Address): PlainAddressValues {
  return {
    id: String(a.id),
    country: a.country,
    province: a.province,
    city: a.city,
    address: a.address,
    contact: a.contact,
    phone: a.phone,
    postal_code: a.postal_code,
    is_default: a.is_default ? 'on' : '',
  };
}

export function PlainAddressForm(props: {
  countries: { id: string; name: string }[];
  values: PlainAddressValues;
  /** The page to go back to once saved (the confirm page), else the address list. */
  back?: string;
  error?: string;
}) {
  const t = useT();
  const to = useLocalePath();
  const v = props.values;
  const text = (name: keyof PlainAddressValues, label: string, opts: { required?: boolean; type?: string } = {}) => (
    <Field id={`plain-${name}`} label={label}>
      <input
        id={`plain-${name}`}
        name={name}
        type={opts.type ?? 'text'}
        defaultValue={v[name] ?? ''}
        required={opts.required}
        className="input w-full"
      />
    </Field>
  );
  return (
    <ShopForm method="post" className="card mt-6 max-w-xl space-y-4 p-4 md:p-6" data-testid="plain-address-form">
      <h2 className="text-lg font-semibold text-slate-900">{v.id ? t('address.editTitle') : t('address.addTitle')}</h2>
      {props.error && <FormRefusal>{props.error}</FormRefusal>}
      <input type="hidden" name="intent" value="save" />
      {v.id && <input type="hidden" name="id" value={v.id} />}
      {props.back && <input type="hidden" name="back" value={props.back} />}
      <Field id="plain-country" label={t('address.countryRegion')}>
        <select id="plain-country" name="country" defaultValue={v.country || 'CN'} className="input w-full">
          {props.countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      {text('province', t('address.province'))}
      {text('city', t('address.city'))}
      <Field id="plain-address" label={t('address.detail')}>
        <textarea
          id="plain-address"
          name="address"
          defaultValue={v.address ?? ''}
          required
          rows={2}
          placeholder={t('address.detailPlaceholder')}
          className="input w-full"
        />
      </Field>
      {text('contact', t('address.contact'), { required: true })}
      {text('phone', t('address.phone'), { required: true, type: 'tel' })}
      {text('postal_code', t('address.postalCode'))}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="is_default" defaultChecked={v.is_default === 'on'} className="size-4" />
        {t('address.isDefault')}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" data-testid="plain-address-save">
          {t('address.save')}
        </button>
        <Link to={props.back ?? to('/my/address')} className="btn btn-secondary">
          {t('address.cancel')}
        </Link>
      </div>
    </ShopForm>
  );
}
