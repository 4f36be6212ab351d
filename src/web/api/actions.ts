// Server actions (the storefront's forms without JavaScript, issue #19 item 5): the
// form's fields read as the API expects them, and an API refusal handed back to the page
// that posted, which shows its message (already in the page's language).
import { localizePath } from '../../domain/i18n/locale.ts';
import { requestPage } from '../lib/request-path.ts';
import { ApiError } from './client.ts';

/** What an action answers when the API refused: the page shows `error` beside the form. */
export interface ActionRefusal {
  error: string;
  code: number;
  /** The refusal's data (a changed exchange rate names the new one). */
  data?: unknown;
}

/** Runs the API calls of an action; a refusal comes back as data, anything else is thrown. */
export async function refusalOf(run: () => Promise<unknown>): Promise<ActionRefusal | undefined> {
  try {
    await run();
    return undefined;
  } catch (err) {
    if (err instanceof ApiError) return { error: err.message, code: err.code, data: err.data ?? undefined };
    throw err;
  }
}

/** A whole number field (ids, quantities); anything else is undefined and the API says what is wrong. */
export function intField(form: FormData, name: string): number | undefined {
  const v = form.get(name);
  return typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : undefined;
}

/** A text field, '' when absent or a file. */
export function textField(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

/** A storefront path in the language of the page that posted (`/cart` or `/en/cart`). */
export function pagePath(request: Request, path: string): string {
  return localizePath(path, requestPage(request).locale);
}
