import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_TAG, localizePath, OTHER_LOCALE } from '../../domain/i18n/locale.ts';
import { useBarePath, useLocale, useT } from '../i18n/index.tsx';
import { loadCatalog } from '../i18n/messages.ts';
import { rememberLocale } from '../lib/locale-cookie.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { Languages } from './icons.ts';
import { Link } from './link.tsx';
import { Tooltip } from './tooltip.tsx';

/**
 * Switches between zh-cn (unprefixed) and en (/en/...) on the same page. A signed-in
 * customer's account takes the language too: the shop's mail is written in it.
 */
export function LanguageSwitch() {
  const t = useT();
  const signedIn = (useRootData()?.user?.uid ?? 0) > 0;
  const locale = useLocale();
  const other = OTHER_LOCALE[locale];
  const path = useBarePath();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = localizePath(path, other) + search;
  return (
    <Tooltip label={t('lang.switchToAria')}>
      <Link
        to={target}
        onMouseEnter={() => void loadCatalog(other)}
        onFocus={() => void loadCatalog(other)}
        onClick={async (e) => {
          rememberLocale(other);
          if (signedIn) {
            void import('../api/browser.ts')
              .then(({ browserApi }) => browserApi())
              .then((api) => api.put('/user/locale', { locale: other }, { silent: true }))
              .catch(() => undefined); // the page still switches; the account keeps its language
          }
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          // The other language's text must be here before its page renders.
          e.preventDefault();
          await loadCatalog(other);
          navigate(target);
        }}
        hrefLang={LANGUAGE_TAG[other]}
        lang={LANGUAGE_TAG[other]}
        aria-label={t('lang.switchToAria')}
        className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1.5 sm:px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-primary-600"
        data-testid="lang-switch"
      >
        <Languages aria-hidden className="size-4" />
        <span className="hidden sm:inline">{t('lang.switchTo')}</span>
      </Link>
    </Tooltip>
  );
}
