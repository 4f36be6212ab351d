// Posts one image to the upload address with XMLHttpRequest (fetch reports no upload
// progress), authenticated like every API call: the session cookies, the language and
// client headers, and the anti-forgery token the API client keeps.

import { splitLocalePath } from '../../../domain/i18n/locale.ts';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_PATH } from '../../../domain/media/uploads.ts';
import { CSRF_HEADER, DEFAULT_CLIENT } from '../../../domain/site/constants.ts';
import { browserApi } from '../../api/browser.ts';
import { fitForUpload } from './fit-image.ts';

async function csrfToken(): Promise<string | undefined> {
  const api = await browserApi();
  if (!api.csrfToken) await api.get('/csrf', undefined, { silent: true }).catch(() => undefined);
  return api.csrfToken;
}

/** Resolves with the answer text whatever the HTTP status; rejects on a network error or abort. */
export async function sendImage(file: File, onProgress: (percent: number) => void, signal: AbortSignal) {
  const [token, body] = await Promise.all([csrfToken(), fitForUpload(file)]);
  signal.throwIfAborted();
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, body, file.name);
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', (import.meta.env.VITE_API_BASE_URL ?? '') + IMAGE_UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('lang', splitLocalePath(window.location.pathname).locale);
    xhr.setRequestHeader('client', String(DEFAULT_CLIENT));
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => resolve(xhr.responseText);
    xhr.onerror = () => reject(new Error('network error'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(signal.reason ?? new Error('aborted'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
