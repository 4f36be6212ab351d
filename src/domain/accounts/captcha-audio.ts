// The audio alternative of the digit captcha (issue #37 item 2): where it is and how
// often one captcha may be heard. Shared by the API route and the storefront's control.
import type { Locale } from '../i18n/locale.ts';

/** Fetches of one captcha's audio; the next is refused (429) and a new captcha is needed. */
export const CAPTCHA_AUDIO_PLAYS = 3;

/** The API path of a captcha's audio in a language: GET /v1/captcha/audio?id=…&lang=…. */
export function captchaAudioPath(id: string, lang: Locale): string {
  return `/v1/captcha/audio?${new URLSearchParams({ id, lang })}`;
}
