import { useLocalePath, useT } from '../i18n/index.tsx';
import { Link } from './link.tsx';
import { NAV_ITEMS } from './nav-items.ts';

export function Footer({ title, description }: { title: string; description: string }) {
  const t = useT();
  const to = useLocalePath();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="container-page grid gap-8 py-10 md:grid-cols-3">
        <div>
          <p className="text-base font-semibold text-slate-900">{title}</p>
          {description && <p className="mt-2 max-w-sm text-sm leading-6 text-slate-600">{description}</p>}
        </div>
        <nav aria-label={t('footer.about')}>
          <p className="text-sm font-semibold text-slate-900">{t('footer.about')}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {NAV_ITEMS.filter((i) => i.path !== '/').map((item) => (
              <li key={item.path}>
                <Link to={to(item.path)} className="text-slate-600 hover:text-primary-600">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-slate-900">{t('footer.help')}</p>
          <p className="mt-3 text-sm text-slate-600">{t('footer.payments')}</p>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        © {year} {title}. {t('footer.rights')}
      </p>
    </footer>
  );
}
