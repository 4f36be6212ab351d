// The policies at the moment of buying (confirm order): the terms the order is placed
// under, and the shipping, refund and privacy policies. They open in a new tab so the
// checkout (address, coupon, note) stays as it is.
import { type PolicySlug, policyPath } from '../../../domain/site/content-pages.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';

await loadSection('checkout');

export function CheckoutPolicyLinks() {
  const t = useT();
  const to = useLocalePath();
  const link = (slug: PolicySlug) => (
    <a
      href={to(policyPath(slug))}
      target="_blank"
      rel="noopener"
      className="text-primary-700 underline underline-offset-2 hover:text-primary-800"
      data-testid={`checkout-${slug}`}
    >
      {t(`policy.${slug}`)}
      <span className="sr-only"> {t('checkout.newTab')}</span>
    </a>
  );
  return (
    <div className="space-y-1 text-xs text-slate-600" data-testid="checkout-policies">
      <p>
        {t('checkout.agree')}
        {link('terms-of-service')}
        {t('checkout.agreeEnd')}
      </p>
      <p className="flex flex-wrap gap-x-3">
        {link('shipping-policy')}
        {link('refund-policy')}
        {link('privacy-policy')}
      </p>
    </div>
  );
}
