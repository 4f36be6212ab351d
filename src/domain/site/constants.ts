// Constants fixed by the specification (SPEC.md section 9). Components and the server
// read them from here so that one number lives in one place.
export const CLIENT = { ios: 1, android: 2, mobileWeb: 3, desktopWeb: 4 } as const;
export const DEFAULT_CLIENT = CLIENT.desktopWeb;
export const DEFAULT_CURRENCY = 'CNY';

export const TOAST = { duration: 3000, offset: 16, spacing: 16 } as const;
export const DIALOG = { loginWidth: 450, captchaWidth: 350, removeDelay: 200, captchaImage: 300 } as const;
/** The digit captcha's picture in CSS pixels (8:3), drawn at twice that for sharp scaling up to DIALOG.captchaImage. */
export const CAPTCHA_IMAGE = { width: 160, height: 60, scale: 2 } as const;
export const LOADING_BAR = { duration: 2000, throttle: 200, hideDelay: 500, resetDelay: 400, height: 3 } as const;
export const BACK_TO_TOP = { visibilityHeight: 200, offset: 80, throttle: 300 } as const;
/** SPEC 9: tooltips show at once and hide 200 ms after the pointer or focus leaves, 12 px from their control. */
export const TOOLTIP = { showDelayMs: 0, hideDelayMs: 200, offset: 12 } as const;
export const SCROLL_LOAD_DISTANCE = 30;
export const CODE_RESEND_SECONDS = 60;
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below this width the layout is the mobile one. */
export const MOBILE_BELOW = BREAKPOINTS.lg;
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const PAGER_COUNT = 7;
/** How often the storefront asks whether a new build was deployed. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** Session cookies (SPEC 3) and the anti-forgery pair (double submit). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const ACCESS_SIGN_COOKIE = 'access_sign';
export const CSRF_COOKIE = 'csrf_token';
/** The id of the last captcha given to this browser: `POST /captcha` may leave out its key (SPEC 7). */
export const CAPTCHA_COOKIE = 'captcha_key';
/** The admin area's session (apart from customers'); apps and tests may send it as the `staff-token` header. */
export const ADMIN_TOKEN_COOKIE = 'admin_token';

/**
 * The names of the shop's own cookies. Under https they take the `__Host-` prefix, so
 * only this host, over https, with path / can set them: a sibling subdomain or a
 * plain-http page cannot plant one. The customer's `access_token` / `access_sign` keep
 * the names SPEC 2 gives them (they are Secure, host-only, path / all the same).
 */
export function shopCookieNames(secure: boolean) {
  const name = (base: string) => (secure ? `__Host-${base}` : base);
  return { csrf: name(CSRF_COOKIE), admin: name(ADMIN_TOKEN_COOKIE) };
}
export type ShopCookieNames = ReturnType<typeof shopCookieNames>;
export const STAFF_TOKEN_HEADER = 'staff-token';
export const CSRF_HEADER = 'x-csrf-token';
/** The anti-forgery token's field in the storefront's forms (they work without JavaScript). */
export const FORM_TOKEN_FIELD = '_csrf';
export const REFRESH_TOKEN_HEADER = 'refresh-token';
