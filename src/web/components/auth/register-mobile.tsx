// The registration mobile (issue #37 item 3): the shop's one phone input, a calling-code
// picker starting on China for a Chinese page and on the browser's region for an English
// one (never China: defaultPhoneCountry), an example for the picked country, and the
// number as people type it. Loaded only when the dialog switches to registering: it
// brings the numbering plan, which signing in does not need.
import { useId, useState } from 'react';
import { normalizeMobile } from '../../../domain/accounts/mobile.ts';
import { defaultPhoneCountry, phoneExample } from '../../../domain/addresses/addresses.ts';
import { useLocale, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { PhoneField } from '../address/phone-field.tsx';

await loadSection('auth');
await loadSection('address');

export interface RegisterMobileProps {
  value: string;
  /** The typed number and what it stores as (11 mainland digits or E.164), or undefined when invalid. */
  onChange(value: string, stored: string | undefined): void;
  onBlur(): void;
  error?: string;
}

export default function RegisterMobile({ value, onChange, onBlur, error }: RegisterMobileProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [country, setCountry] = useState<string>(() =>
    defaultPhoneCountry(locale, typeof navigator === 'undefined' ? [] : navigator.languages),
  );
  const example = phoneExample(country);
  return (
    <PhoneField
      id={`${id}-mobile`}
      label={t('auth.mobile')}
      value={value}
      onChange={(next) => onChange(next, normalizeMobile(next, country))}
      onBlur={onBlur}
      country={country}
      onCountryChange={(next) => {
        setCountry(next);
        onChange(value, normalizeMobile(value, next));
      }}
      error={error}
      hint={example ? t('address.phoneHint', example) : t('address.phoneHintAny')}
      name="mobile"
      testId="auth-mobile"
    />
  );
}
