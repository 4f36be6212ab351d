// The address form in a dialog (open while mounted): the country (and the area and
// Chinese city where the tree has them) from the area cascader first, since the country
// decides the rest; then the fields in the order that country writes them, named and
// marked required as its address metadata says (src/domain/addresses/format.ts); a calling-code
// picker beside the contact number; "default". Checked with the API's own rules, so the
// form and the server speak the same SPEC 5 messages; the server's answer lands next to
// its field too.
import { type FormEvent, Fragment, useId, useRef, useState } from 'react';
import {
  ADDRESS_MAX,
  type Address,
  defaultPhoneCountry,
  editablePhone,
  normalizePhone,
  normalizePostalCode,
  phoneExample,
  postalCodeProblem,
} from '../../../domain/addresses/addresses.ts';
import { type AddressPart, countryFormat } from '../../../domain/addresses/format.ts';
import { en as enMessages, zh as zhMessages } from '../../../domain/addresses/messages.ts';
import { type AddressInput, addressBody } from '../../../domain/addresses/schemas.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { browserApi } from '../../api/browser.ts';
import { ApiError } from '../../api/client.ts';
import { useLocale, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { Cascader } from '../cascader.tsx';
import type { CascaderLoader, CascaderNode } from '../cascader-model.ts';
import { Dialog } from '../dialog.tsx';
import { describedBy, Field } from '../field.tsx';
import { toast } from '../toast.tsx';
import { PhoneField } from './phone-field.tsx';

await loadSection('address');

export interface AddressFormProps {
  /** The address to edit; without it the form adds a new one. */
  initial?: Address;
  onSaved(address: Address): void;
  onCancel(): void;
}

type FieldName = 'region' | 'province' | 'city' | 'address' | 'contact' | 'phone' | 'postal_code';
type MessageKey = keyof typeof zhMessages;

/** Which field a message belongs to (schema paths and server answers alike). */
const FIELD_OF: Record<string, FieldName> = {
  country: 'region',
  area: 'region',
  province: 'province',
  city: 'city',
  address: 'address',
  contact: 'contact',
  phone: 'phone',
  phone_country: 'phone',
  postal_code: 'postal_code',
  address_country_required: 'region',
  address_country_unavailable: 'region',
  address_area_invalid: 'region',
  address_incomplete: 'region',
  address_province_required: 'province',
  address_province_too_long: 'province',
  address_city_required: 'city',
  address_city_too_long: 'city',
  address_detail_required: 'address',
  address_detail_too_long: 'address',
  address_contact_required: 'contact',
  address_contact_too_long: 'contact',
  address_phone_invalid: 'phone',
  address_postal_code_invalid: 'postal_code',
};

/** The field a server message belongs to; messages with an {example} match by their start. */
function fieldOfMessage(messages: Record<MessageKey, string>, message: string): FieldName | undefined {
  for (const key of Object.keys(messages) as MessageKey[]) {
    const text = messages[key];
    const [head] = text.split('{');
    if (text === message || (head !== text && message.startsWith(head))) {
      return FIELD_OF[key] ?? (key.startsWith('address_') && key.includes('_invalid') ? 'postal_code' : undefined);
    }
  }
  return undefined;
}

/**
 * Rows of typed fields below the cascader, in the order the country writes them (parts on
 * one line of its format share a row). China and a form without a country keep the
 * spec's order: detailed address, contact person, postal code (SPEC 2).
 */
function formRows(country: string, typed: { province: boolean; city: boolean }): AddressPart[][] {
  if (!country || country === 'CN') return [['address'], ['contact', 'postal_code']];
  const shown = (part: AddressPart) => (part === 'province' ? typed.province : part === 'city' ? typed.city : true);
  return countryFormat(country)
    .lines.map((line) => line.map((item) => item.part).filter(shown))
    .filter((row) => row.length > 0);
}

/** The area tree from the API; failures stay quiet (the cascader just stops loading). */
const loadArea: CascaderLoader = async ({ level, pid }) =>
  (await browserApi()).get('/area/all', level === 0 ? { level } : { level, pid }, { silent: true });

/** The field errors' text in each language (the address module's API messages). */
const FIELD_MESSAGES: Record<Locale, Record<MessageKey, string>> = { 'zh-cn': zhMessages, en: enMessages };

export function AddressForm({ initial, onSaved, onCancel }: AddressFormProps) {
  const t = useT();
  const locale = useLocale();
  const messages = FIELD_MESSAGES[locale];
  const uid = useId();
  const fieldId = (name: FieldName) => `${uid}-${name}`;

  const [region, setRegion] = useState<string[]>(initial?.area ?? []);
  const [values, setValues] = useState({
    province: initial?.province ?? '',
    city: initial?.city ?? '',
    address: initial?.address ?? '',
    contact: initial?.contact ?? '',
    phone: initial ? editablePhone(initial.phone, initial.country).national : '',
    postal_code: initial?.postal_code ?? '',
  });
  // The calling code follows the address's country until the shopper picks one; before
  // the address has a country, the page's language decides (never China on an English page).
  const [phoneCountry, setPhoneCountry] = useState(
    initial ? editablePhone(initial.phone, initial.country).country : '',
  );
  const [languageCountry] = useState(() =>
    defaultPhoneCountry(locale, typeof navigator === 'undefined' ? [] : navigator.languages),
  );
  const [isDefault, setIsDefault] = useState(initial?.is_default ?? false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const country = region[0] ?? '';
  const format = country ? countryFormat(country) : undefined;
  // Levels the tree lacks for the chosen country are typed in, where its format has them.
  const typeProvince = region.length === 1 && !!format?.parts.includes('province');
  const typeCity = region.length > 0 && region.length < 3 && !!format?.parts.includes('city');
  const callingCountry = phoneCountry || country || languageCountry;

  function payload(next = values, nextRegion = region, nextPhoneCountry = phoneCountry): AddressInput {
    return {
      ...next,
      country: nextRegion[0] ?? '',
      area: nextRegion,
      phone_country: nextPhoneCountry || nextRegion[0] || languageCountry,
      is_default: isDefault,
    };
  }

  function validate(input: AddressInput): Partial<Record<FieldName, string>> {
    const result = addressBody.safeParse(input);
    const found: Partial<Record<FieldName, string>> = {};
    for (const issue of result.error?.issues ?? []) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field) found[field] ??= messages[issue.message as MessageKey] ?? issue.message;
    }
    if (input.country && !found.postal_code) {
      const problem = postalCodeProblem(normalizePostalCode(input.postal_code, input.country), input.country);
      if (problem) found.postal_code = messages[problem.key].replace('{example}', problem.params.example);
    }
    return found;
  }

  /** Once the shopper tried to save, messages follow every change. */
  function update(next: typeof values, nextRegion = region) {
    setValues(next);
    if (checked) setErrors(validate(payload(next, nextRegion)));
  }

  const set = (name: keyof typeof values) => (value: string) => update({ ...values, [name]: value });

  function pickCallingCode(value: string) {
    setPhoneCountry(value);
    if (checked) setErrors(validate(payload(values, region, value)));
  }

  function pickRegion(value: string[], path: CascaderNode[]) {
    setRegion(value);
    // Names come from the tree where it has them; the rest is typed anew.
    update({ ...values, province: path[1]?.label ?? '', city: path[2]?.label ?? '' }, value);
  }

  function blur(name: FieldName) {
    const found = validate(payload())[name];
    setErrors((e) => ({ ...e, [name]: found }));
    if (found) return;
    // A right postcode or number is shown the way it will be stored and shown again.
    if (name === 'postal_code' && country) {
      setValues((v) => ({ ...v, postal_code: normalizePostalCode(v.postal_code, country) }));
    }
    const stored = name === 'phone' ? normalizePhone(values.phone, callingCountry) : undefined;
    const shown = stored && editablePhone(stored, callingCountry);
    if (shown && shown.country === callingCountry) setValues((v) => ({ ...v, phone: shown.national }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    setFormError('');
    const input = payload();
    const found = validate(input);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      // The first field with a message gets the focus, once the messages are on screen.
      window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const api = await browserApi();
      const saved = initial
        ? await api.put('/useraddress', { ...input, id: initial.id }, { silent: true })
        : await api.post('/useraddress', input, { silent: true });
      toast.success(t('address.saved'));
      onSaved(saved);
    } catch (err) {
      setBusy(false);
      const message = err instanceof ApiError ? err.message : t('error.internal');
      const field = fieldOfMessage(messages, message);
      if (field) setErrors((found) => ({ ...found, [field]: message }));
      else setFormError(message);
    }
  }

  const example = phoneExample(callingCountry);
  const phoneHint = example ? t('address.phoneHint', example) : t('address.phoneHintAny');
  const required = (part: AddressPart) =>
    format ? format.required.has(part) : part !== 'postal_code' && part !== 'province';
  const labelled = (part: AddressPart, label: string) => (required(part) ? label : t('address.optional', { label }));
  const areaLabel = t(`address.area.${format?.areaName ?? 'province'}` as 'address.area.province');
  const postalExample = format?.postalCodeExample;

  const text = (
    name: Exclude<FieldName, 'region' | 'phone'>,
    label: string,
    input: Record<string, unknown>,
    hint?: string,
  ) => (
    <Field id={fieldId(name)} label={label} error={errors[name]} hint={hint}>
      <input
        id={fieldId(name)}
        name={name}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        onBlur={() => blur(name)}
        aria-invalid={!!errors[name]}
        aria-required={required(name as AddressPart) || undefined}
        aria-describedby={describedBy(fieldId(name), { hint: !!hint, error: errors[name] })}
        className="input"
        data-testid={`address-${name}`}
        {...input}
      />
    </Field>
  );

  const detail = () => (
    <Field id={fieldId('address')} label={t('address.detail')} error={errors.address}>
      <textarea
        id={fieldId('address')}
        name="address"
        rows={2}
        value={values.address}
        onChange={(e) => set('address')(e.target.value)}
        onBlur={() => blur('address')}
        placeholder={t('address.detailPlaceholder')}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX.address}
        aria-invalid={!!errors.address}
        aria-required
        aria-describedby={describedBy(fieldId('address'), { error: errors.address })}
        className="input resize-y"
        data-testid="address-address"
      />
    </Field>
  );

  const part = (name: AddressPart) => {
    switch (name) {
      case 'address':
        return detail();
      case 'contact':
        return text('contact', t('address.contact'), { autoComplete: 'name', maxLength: ADDRESS_MAX.contact });
      case 'province':
        return text('province', labelled('province', areaLabel), {
          autoComplete: 'address-level1',
          maxLength: ADDRESS_MAX.province,
        });
      case 'city':
        return text(
          'city',
          labelled('city', t(`address.locality.${format?.localityName ?? 'city'}` as 'address.locality.city')),
          { autoComplete: 'address-level2', maxLength: ADDRESS_MAX.city },
        );
      case 'postal_code':
        return text(
          'postal_code',
          labelled('postal_code', t(`address.postal.${format?.postalCodeName ?? 'postal'}` as 'address.postal.postal')),
          { autoComplete: 'postal-code', maxLength: ADDRESS_MAX.postal_code },
          postalExample ? t('address.postalHint', { example: postalExample }) : undefined,
        );
    }
  };

  const rows = formRows(country, { province: typeProvince, city: typeCity });

  return (
    <Dialog
      open
      onClose={onCancel}
      title={initial ? t('address.editTitle') : t('address.addTitle')}
      width={600}
      footer={false}
      closeOnBackdrop={false}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" data-testid="address-form">
        <Field id={fieldId('region')} label={t('address.region')} error={errors.region}>
          <Cascader
            id={fieldId('region')}
            labelledBy={`${fieldId('region')}-label`}
            value={region}
            onChange={pickRegion}
            load={loadArea}
            levelLabels={[
              t('area.country'),
              country && country !== 'CN' ? areaLabel : t('area.province'),
              t('area.city'),
            ]}
            placeholder={t('address.regionPlaceholder')}
            invalid={!!errors.region}
            describedBy={errors.region ? `${fieldId('region')}-error` : undefined}
            testId="address-region"
          />
        </Field>
        {rows.map((row) => (
          <Fragment key={row.join('-')}>
            {row.length > 1 ? (
              <div className="grid gap-4 sm:grid-cols-2">
                {row.map((name) => (
                  <div key={name}>{part(name)}</div>
                ))}
              </div>
            ) : (
              part(row[0])
            )}
            {row.includes('contact') && (
              <PhoneField
                id={fieldId('phone')}
                label={t('address.phone')}
                value={values.phone}
                onChange={set('phone')}
                onBlur={() => blur('phone')}
                country={callingCountry}
                onCountryChange={pickCallingCode}
                error={errors.phone}
                hint={phoneHint}
              />
            )}
          </Fragment>
        ))}
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={isDefault}
            disabled={initial?.is_default}
            onChange={(e) => setIsDefault(e.target.checked)}
            className="mt-0.5 size-4 accent-primary-700"
            data-testid="address-default-checkbox"
          />
          <span>
            {t('address.isDefault')}
            {initial?.is_default && <span className="block text-xs text-slate-600">{t('address.isDefaultFixed')}</span>}
          </span>
        </label>
        {formError && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
            {formError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {t('address.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy} data-testid="address-save">
            {busy && <span aria-hidden className="spinner" />}
            {t('address.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
