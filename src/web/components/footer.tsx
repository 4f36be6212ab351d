import { conjunctionList } from '../../domain/i18n/list.ts';
import type { PaymentProviderName } from '../../domain/orders/orders.ts';
import { POLICY_PAGES, policyPath } from '../../domain/site/content-pages.ts';
import { useLocale, useLocalePath, useT } from '../i18n/index.tsx';
import { Link } from './link.tsx';
import { NAV_ITEMS } from './nav-items.ts';

interface FooterProps {
  title: string;
  description: string;
  /** What the footer may say about paying and shipping comes from the settings, not copy. */
  paymentMethods: readonly PaymentProviderName[];
  countryCount: number;
}

const linkClass = 'text-slate-600 hover:text-primary-600';

export function Footer({ title, description, paymentMethods, countryCount }: FooterProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const year = new Date().getFullYear();
  const methods = conjunctionList(
    paymentMethods.map((m) => t(`footer.method.${m}`)),
    locale,
  );
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-semibold text-slate-900">{title}</p>
          {description && <p className="mt-2 max-w-sm text-sm leading-6 text-slate-600">{description}</p>}
        </div>
        <nav aria-label={t('footer.about')}>
          <p className="text-sm font-semibold text-slate-900">{t('footer.about')}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {NAV_ITEMS.filter((i) => i.path !== '/').map((item) => (
              <li key={item.path}>
                <Link to={to(item.path)} className={linkClass}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.policies')}>
          <p className="text-sm font-semibold text-slate-900">{t('footer.policies')}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {POLICY_PAGES.map((p) => (
              <li key={p.slug}>
                <Link to={to(policyPath(p.slug))} className={linkClass} data-testid={`footer-${p.slug}`}>
                  {t(`policy.${p.slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-slate-900">{t('footer.help')}</p>
          <ul className="mt-3 space-y-2 text-sm text-slate-600">
            <li data-testid="footer-payments">
              {paymentMethods.length > 0 ? t('footer.payWith', { methods }) : t('footer.noPayment')}
            </li>
            {countryCount > 0 && (
              <li>
                <Link to={to(policyPath('shipping-policy'))} className={linkClass} data-testid="footer-ships-to">
                  {t(countryCount === 1 ? 'footer.shipsToOne' : 'footer.shipsTo', { count: countryCount })}
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        © {year} {title}. {t('footer.rights')}
      </p>
    </footer>
  );
}
