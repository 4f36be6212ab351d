// Header account control: "Log in" for visitors (opens the login dialog); for customers
// a menu with the name, the masked mobile (first 3, last 4), log out and log out on
// all devices. Logging out clears the tokens and the stored user and goes to /.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { maskMobile } from '../../../domain/accounts.ts';
import { browserApi } from '../../api/browser.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { clearUser, loginDialog } from '../../lib/session.ts';
import type { RootUser } from '../../root-data.ts';

export function AccountMenu({ user }: { user: RootUser | null }) {
  const t = useT();
  const to = useLocalePath();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) {
    return (
      <button
        type="button"
        className="btn btn-primary shrink-0 whitespace-nowrap px-4 py-1.5"
        onClick={() => loginDialog.set({ open: true })}
        data-testid="login-button"
      >
        {t('auth.login')}
      </button>
    );
  }

  const logout = async (everywhere: boolean) => {
    try {
      await (await browserApi()).post(everywhere ? '/user/logout/all' : '/user/logout');
    } finally {
      clearUser();
      window.location.assign(to('/'));
    }
  };

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full px-2 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50"
        data-testid="account-button"
      >
        <span
          aria-hidden
          className="flex size-7 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800"
        >
          {user.username.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only sm:not-sr-only sm:max-w-32 sm:truncate">{user.username}</span>
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-40 mt-2 w-60 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          <div className="px-3 py-2 text-sm">
            <p className="font-semibold text-slate-900">{user.username}</p>
            <p className="text-slate-600">{user.email}</p>
            {user.mobile && (
              <p className="text-slate-600" data-testid="masked-mobile">
                {maskMobile(user.mobile)}
              </p>
            )}
          </div>
          <Link
            to={to('/my/order')}
            role="menuitem"
            onClick={() => setOpen(false)}
            className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100"
            data-testid="menu-orders"
          >
            {t('orders.menuLink')}
          </Link>
          <Link
            to={to('/my/address')}
            role="menuitem"
            onClick={() => setOpen(false)}
            className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100"
            data-testid="menu-addresses"
          >
            {t('address.menuLink')}
          </Link>
          <button
            type="button"
            role="menuitem"
            onClick={() => logout(false)}
            className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100"
            data-testid="logout"
          >
            {t('auth.logout')}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => logout(true)}
            className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100"
          >
            {t('auth.logoutAll')}
          </button>
        </div>
      )}
    </div>
  );
}
