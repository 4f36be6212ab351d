// The browser's API client instance, wired to toasts, the login dialog and navigation.
import type { NavigateFunction } from 'react-router';
import { type Locale, localizePath, splitLocalePath } from '../../domain/locale.ts';
import { toast } from '../components/toast.tsx';
import { requireLogin } from '../lib/session.ts';
import { type ApiClient, createApiClient } from './client.ts';
import { fetchTransport } from './transport.ts';

let client: ApiClient | undefined;
let navigate: NavigateFunction | undefined;

function currentLocale(): Locale {
  return splitLocalePath(window.location.pathname).locale;
}

/** Called once by the root component with the router's navigate. */
export function initBrowserApi(opts: { navigate: NavigateFunction }) {
  navigate = opts.navigate;
}

export function browserApi(): ApiClient {
  client ??= createApiClient({
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
  });
  return client;
}
