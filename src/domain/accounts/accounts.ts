// Account rules shared by the API and the storefront (SPEC 5 and PRODUCT: accounts).

/** Mainland China mobile numbers (SPEC 5): 11 digits, 1 then 3-9. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** Shows the first 3 and last 4 digits only (SPEC 5): 138****5678. */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  if (digits.length <= 7) return digits;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

/** An address shown back to its owner without spelling it out: l***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** 1 male, 2 female (SPEC 3). */
export const SEX = { male: 1, female: 2 } as const;
export const PLATFORM = { google: 3 } as const;
