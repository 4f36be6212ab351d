// Requests for the app-wide dialogs. They live apart from the dialogs themselves so
// the dialogs' code loads only when one is first asked for.
import type { ReactNode } from 'react';
import { createStore } from './store.ts';

export interface CaptchaAnswer {
  key: string;
  dots: string;
}

export const captchaRequest = createStore<((answer: CaptchaAnswer | null) => void) | null>(null);

/** Opens the captcha dialog; resolves with the answer (`dots`) and id (`key`), or null when closed. */
export function askCaptcha(): Promise<CaptchaAnswer | null> {
  return new Promise((resolve) => captchaRequest.set(() => resolve));
}

export interface ConfirmQuestion {
  title: string;
  message: ReactNode;
  /** The buttons name their action (issue #37): "Cancel order" / "Keep the order", never "Confirm" / "Cancel". */
  confirmText: string;
  cancelText: string;
  onConfirm?: () => unknown;
}

export interface ConfirmRequest extends ConfirmQuestion {
  resolve(ok: boolean): void;
}

export const confirmRequest = createStore<ConfirmRequest | null>(null);

/** Asks a yes/no question; resolves true when confirmed (after `onConfirm` succeeded). */
export function confirmDialog(opts: ConfirmQuestion) {
  return new Promise<boolean>((resolve) => confirmRequest.set({ ...opts, resolve }));
}
