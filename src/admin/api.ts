// The admin area talks to the server through the one API client (src/web/api/client.ts):
// same envelope, anti-forgery token and `lang` header. Errors show as Ant Design
// messages; a missing or expired staff session goes to the sign-in page.

import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_PATH, UPLOAD_OK, type UploadAnswer } from '../domain/media/uploads.ts';
import { CSRF_HEADER } from '../domain/site/constants.ts';
import { ApiError, createApiClient } from '../web/api/client.ts';
import { fetchTransport } from '../web/api/fetch-transport.ts';
import { fitForUpload } from '../web/components/upload/fit-image.ts';
import { currentLocale } from './i18n/index.tsx';

/** Set by <MessageBridge> (antd's message API lives in React context). */
export const notify: { error(message: string): void; success(message: string): void } = {
  error: () => {},
  success: () => {},
};

export function loginPath(next = window.location.pathname + window.location.search): string {
  return next.startsWith('/admin/login') ? '/admin/login' : `/admin/login?next=${encodeURIComponent(next)}`;
}

export const api = createApiClient({
  transport: fetchTransport(''),
  locale: currentLocale,
  primeCsrf: true,
  hooks: {
    toastError: (message) => notify.error(message),
    onNotFound: (_code, message) => notify.error(message),
    onLoginRequired() {
      if (!window.location.pathname.startsWith('/admin/login')) window.location.assign(loginPath());
    },
  },
});

export { ApiError };

/** Uploads one image (POST /v1/upload/image) and answers its URL; throws the server's message. */
export async function uploadImage(file: File): Promise<string> {
  if (!api.csrfToken) await api.get('/csrf', undefined, { silent: true }).catch(() => undefined);
  const form = new FormData();
  // A camera photo over the limit is redrawn at the size the server keeps anyway.
  form.append(IMAGE_UPLOAD_FIELD, await fitForUpload(file), file.name);
  const res = await fetch(IMAGE_UPLOAD_PATH, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { lang: currentLocale(), ...(api.csrfToken ? { [CSRF_HEADER]: api.csrfToken } : {}) },
  });
  const answer = (await res.json().catch(() => null)) as UploadAnswer | null;
  if (answer?.code !== UPLOAD_OK || !answer.data) throw new Error(answer?.msg || `upload ${res.status}`);
  return answer.data;
}
