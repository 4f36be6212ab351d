// A phone number with a calling-code picker beside it: a native select (keyboard,
// screen readers and phones' own pickers for free) of every country libphonenumber
// knows, named in the page's language, then the number in that country's national form
// (or with +CC). The one phone input of the shop: the address's contact number and the
// registration mobile (issue #37 item 3). The caller gives the picker's country (the
// address's, else defaultPhoneCountry) and the example hint.
import { useMemo } from 'react';
import { ADDRESS_MAX, callingCodes } from '../../../domain/addresses/addresses.ts';
import { LANGUAGE_TAG } from '../../../domain/i18n/locale.ts';
import { useLocale, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { describedBy, Field } from '../field.tsx';

await loadSection('address');

export interface PhoneFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  /** ISO country of the calling code. */
  country: string;
  onCountryChange(country: string): void;
  error?: string;
  hint?: string;
  /** The input's name and test id (the picker's adds `-country`); the address form's by default. */
  name?: string;
  testId?: string;
}

/** Options sorted by the country's name in the page's language. */
function useOptions() {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: 'region' });
    const collator = new Intl.Collator(LANGUAGE_TAG[locale]);
    return callingCodes()
      .map(({ country, code }) => ({
        country,
        label: t('address.callingCodeOption', { country: names.of(country) ?? country, code }),
      }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [locale, t]);
}

/** Room for the code in the number's box on phones, by its digits (no inline styles: CSP). */
const PAD: Record<number, string> = { 1: 'pl-10 sm:pl-3.5', 2: 'pl-12 sm:pl-3.5', 3: 'pl-14 sm:pl-3.5' };

export function PhoneField(props: PhoneFieldProps) {
  const t = useT();
  const options = useOptions();
  const { id, error, hint, name = 'phone', testId = 'address-phone' } = props;
  // Shown in the number's box on phones too, where the narrow select truncates its text.
  const code = callingCodes().find((c) => c.country === props.country)?.code;
  return (
    <Field id={id} label={props.label} error={error} hint={hint}>
      <div className="flex gap-2">
        <select
          id={`${id}-country`}
          aria-label={t('address.callingCode')}
          value={props.country}
          onChange={(e) => props.onCountryChange(e.target.value)}
          className="input w-36 shrink-0 truncate pr-8 sm:w-48"
          data-testid={`${testId}-country`}
        >
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.label}
            </option>
          ))}
        </select>
        <div className="relative min-w-0 flex-1">
          {code && (
            <span
              aria-hidden
              className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm text-slate-600 sm:hidden"
              data-testid={`${testId}-code`}
            >
              +{code}
            </span>
          )}
          <input
            id={id}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={ADDRESS_MAX.phone}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            onBlur={props.onBlur}
            aria-invalid={!!error}
            aria-required
            aria-describedby={describedBy(id, { hint: !!hint, error })}
            className={`input ${code ? PAD[code.length] : ''}`}
            data-testid={testId}
          />
        </div>
      </div>
    </Field>
  );
}
