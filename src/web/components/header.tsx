// Site header: logo and title, the navigation tabs (the current one highlighted), the
// search field, the language switch, the cart; below the lg breakpoint (1280 px) a menu
// drawer, and a search button that opens the field in a row of its own.

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FALLBACK_LOGO } from '../../domain/media/images.ts';
import { useBarePath, useLocalePath, useT } from '../i18n/index.tsx';
import type { RootUser } from '../root-data.ts';
import { AccountMenu } from './auth/account-menu.tsx';
import { BrandMark } from './brand-mark.tsx';
import { CartLink } from './cart/cart-link.tsx';
import { CurrencySwitch } from './currency-switch.tsx';
import { Menu, Search, X } from './icons.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Link } from './link.tsx';
import { isActiveTab, NAV_ITEMS } from './nav-items.ts';
import { SearchBox } from './search/search-box.tsx';
import { Tooltip } from './tooltip.tsx';

/** The header's last element: the page is not painted before it is parsed (root.tsx, rel=expect). */
export const HEADER_END_ID = 'header-end';

export function Header({ title, logo, user }: { title: string; logo: string; user: RootUser | null }) {
  const t = useT();
  const to = useLocalePath();
  const bare = useBarePath();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer and the search row on every navigation
  useEffect(() => {
    setOpen(false);
    setSearching(false);
  }, [location.key]);

  const tabs = NAV_ITEMS.map((item) => {
    const active = isActiveTab(item.path, bare);
    const Icon = item.icon;
    return (
      <li key={item.path}>
        <Link
          to={to(item.path)}
          aria-current={active ? 'page' : undefined}
          className={`nav-tab ${active ? 'nav-tab-active' : ''}`}
          prefetch="intent"
        >
          <Icon aria-hidden className="size-4" />
          {t(item.label)}
        </Link>
      </li>
    );
  });

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-3 md:gap-6">
        <Link to={to('/')} className="flex min-w-0 items-center gap-2.5" aria-label={title}>
          {logo === FALLBACK_LOGO ? (
            <BrandMark className="size-9 shrink-0 rounded-lg" />
          ) : (
            <img src={logo} alt="" width={36} height={36} className="size-9 shrink-0 rounded-lg" />
          )}
          {/* Phones keep the logo only: the cart, language and account controls need the room (the link is named). */}
          <span className="hidden truncate text-lg font-bold tracking-tight text-slate-900 sm:inline">{title}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="hidden flex-1 lg:block">
          {/* The bar is shared with search, language, currency, cart and account: labels only (the menu drawer keeps the icons). */}
          <ul className="flex items-center gap-1 [&_svg]:hidden">{tabs}</ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {bare !== '/search' && <SearchBox className="hidden w-52 lg:block xl:w-64" />}
          <Tooltip label={t('search.open')} placement="bottom-end" className="lg:hidden">
            {/* A link before the script runs (to the search page), a toggle after. */}
            <a
              href={to('/search')}
              className="block rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label={t('search.open')}
              aria-expanded={searching}
              aria-controls="mobile-search"
              onClick={(e) => {
                e.preventDefault();
                setSearching((v) => !v);
              }}
              data-testid="search-toggle"
            >
              <Search aria-hidden className="size-5" />
            </a>
          </Tooltip>
          <LanguageSwitch />
          <CurrencySwitch />
          <CartLink signedIn={!!user} />
          <AccountMenu user={user} />
          <Tooltip label={open ? t('nav.closeMenu') : t('nav.menu')} placement="bottom-end" className="lg:hidden">
            <button
              type="button"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-expanded={open}
              aria-controls="mobile-nav"
              aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
              onClick={() => setOpen((v) => !v)}
              data-script-only
            >
              {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            </button>
          </Tooltip>
          {/* Without JavaScript the menu is a disclosure the browser opens itself. */}
          <noscript>
            <details className="lg:hidden">
              <summary
                aria-label={t('nav.menu')}
                className="block cursor-pointer list-none rounded-lg p-2 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
                data-testid="plain-menu"
              >
                <Menu aria-hidden className="size-6" />
              </summary>
              <nav
                aria-label={t('nav.main')}
                className="absolute inset-x-0 top-full border-y border-slate-200 bg-white"
              >
                <ul className="container-page flex flex-col gap-1 py-3">{tabs}</ul>
              </nav>
            </details>
          </noscript>
        </div>
      </div>
      {searching && (
        <div id="mobile-search" className="border-t border-slate-200 bg-white py-3 lg:hidden">
          <SearchBox autoFocus className="container-page" />
        </div>
      )}
      {open && (
        <nav id="mobile-nav" aria-label={t('nav.main')} className="border-t border-slate-200 bg-white lg:hidden">
          <ul className="container-page flex flex-col gap-1 py-3">{tabs}</ul>
        </nav>
      )}
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
