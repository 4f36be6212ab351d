// The customer's account menu under the header's account button (account-menu.tsx):
// name, email, the masked mobile (first 3, last 4), orders, addresses, log out and log
// out on all devices. A click outside the control or Escape closes it. Logging out
// clears the tokens and the stored user and goes to /.
import { type RefObject, useEffect } from 'react';
import { maskMobile } from '../../../domain/accounts/accounts.ts';
import { browserApi } from '../../api/browser.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { clearUser } from '../../lib/session.ts';
import type { RootUser } from '../../root-data.ts';
import { Link } from '../link.tsx';

await loadSection('auth');

const MENU_LINKS = [
  { path: '/my/order', label: 'orders.menuLink', testId: 'menu-orders' },
  { path: '/my/address', label: 'address.menuLink', testId: 'menu-addresses' },
] as const;

export function AccountMenuList({
  user,
  close,
  container,
}: {
  user: RootUser;
  close: () => void;
  /** The account control (button and menu): a click inside it keeps the menu. */
  container: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const to = useLocalePath();

  useEffect(() => {
    const onEvent = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !container.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('mousedown', onEvent);
    document.addEventListener('keydown', onEvent);
    return () => {
      document.removeEventListener('mousedown', onEvent);
      document.removeEventListener('keydown', onEvent);
    };
  }, [close, container]);

  const logout = async (everywhere: boolean) => {
    try {
      await (await browserApi()).post(everywhere ? '/user/logout/all' : '/user/logout');
    } finally {
      clearUser();
      window.location.assign(to('/'));
    }
  };

  return (
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
      {MENU_LINKS.map((item) => (
        <Link
          key={item.path}
          to={to(item.path)}
          role="menuitem"
          onClick={close}
          className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100"
          data-testid={item.testId}
        >
          {t(item.label)}
        </Link>
      ))}
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
  );
}
