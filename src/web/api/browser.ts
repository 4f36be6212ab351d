// The browser's API client instance, wired to toasts, the login dialog and navigation.
// Its code loads on the first call: a page that only shows server-rendered data never
// needs it.
import type { NavigateFunction } from 'react-router';
import { type Locale, localizePath, splitLocalePath } from '../../domain/locale.ts';
import { toast } from '../components/toast.tsx';
import { requireLogin } from '../lib/session.ts';
import type { ApiClient } from './client.ts';

let client: Promise<ApiClient> | undefined;
let navigate: NavigateFunction | undefined;

function currentLocale(): Locale {
  return splitLocalePath(window.location.pathname).locale;
}

/** Called once by the root component with the router's navigate. */
export function initBrowserApi(opts: { navigate: NavigateFunction }) {
  navigate = opts.navigate;
}

export function browserApi(): Promise<ApiClient> {
  client ??= Promise.all([import('./client.ts'), import('./fetch-transport.ts')]).then(
    ([{ createApiClient }, { fetchTransport }]) =>
      createApiClient({
        transport: fetchTransport(import.meta.env.VITE_API_BASE_URL ?? ''),
        locale: currentLocale,
        primeCsrf: true,
        hooks: {
          toastError: (message) => toast.error(message),
          onLoginRequired: (code) => requireLogin(code),
          onNotFound(code, message) {
            const target = `${localizePath('/404', currentLocale())}?${new URLSearchParams({ code: String(code), message })}`;
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
