// The marketing mail consent box (issue #41): "Email me offers and restock news" /
// 接收优惠与到货邮件, unticked until the shopper ticks it; a real checkbox with its label
// and a hint, so keyboards and screen readers get it as any field. Used at registration
// (the dialog) and at the checkout's sign-in (a plain form field, works without JavaScript).
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';

await loadSection('auth');
/** "Email me offers and restock news": unticked, a real checkbox with its label and hint. */
export function ConsentBox(props: {
  id: string;
  /** Controlled (the dialog); without it the box is a plain form field named marketing_consent. */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="flex items-start gap-2">
      <input
        id={props.id}
        name="marketing_consent"
        type="checkbox"
        value="1"
        {...(props.onChange
          ? { checked: props.checked, onChange: (e) => props.onChange?.(e.target.checked) }
          : { defaultChecked: false })}
        aria-describedby={`${props.id}-hint`}
        className="mt-1 size-4 shrink-0 accent-primary-600"
        data-testid="marketing-consent"
      />
      <label htmlFor={props.id} className="text-sm text-slate-800">
        {t('auth.marketingConsent')}
        <span id={`${props.id}-hint`} className="block text-xs text-slate-500">
          {t('auth.marketingConsentHint')}
        </span>
      </label>
    </div>
  );
}
