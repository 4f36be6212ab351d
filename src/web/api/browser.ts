// The browser's API client instance, wired to toasts, the login dialog and navigation.
// Its code (and this module, imported by what calls the API) loads on the first call:
// a page that only shows server-rendered data never needs it.
import { type Locale, localizePath, splitLocalePath } from '../../domain/i18n/locale.ts';
import { toast } from '../components/toast.tsx';
import { appNavigate } from '../lib/navigate.ts';
import { requireLogin } from '../lib/session.ts';
import type { ApiClient } from './client.ts';

let client: Promise<ApiClient> | undefined;

function currentLocale(): Locale {
  return splitLocalePath(window.location.pathname).locale;
}

export function browserApi(): Promise<ApiClient> {
  // The toasts' code comes along: errors show as toasts, at once.
  client ??= Promise.all([
    import('./client.ts'),
    import('./fetch-transport.ts'),
    import('../components/toast-list.tsx'),
  ]).then(([{ createApiClient }, { fetchTransport }]) =>
    createApiClient({
      transport: fetchTransport(import.meta.env.VITE_API_BASE_URL ?? ''),
      locale: currentLocale,
      primeCsrf: true,
      hooks: {
        toastError: (message) => toast.error(message),
        onLoginRequired: (code) => requireLogin(code),
        onNotFound(code, message) {
          const target = `${localizePath('/404', currentLocale())}?${new URLSearchParams({ code: String(code), message })}`;
          const navigate = appNavigate();
          if (navigate) navigate(target, { replace: true });
          else window.location.replace(target);
        },
      },
    }),
  );
  client.catch(() => {
    client = undefined; // a failed chunk load is retried on the next call
  });
  return client;
}
