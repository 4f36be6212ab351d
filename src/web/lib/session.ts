// Browser-side session state (SPEC 3 and 4). The user store (uid > 0 = logged in) is
// persisted in localStorage; the tokens themselves live in HttpOnly cookies. Codes
// 301/302 from any call clear it and ask for the login dialog, which the accounts
// feature renders by subscribing to `loginDialog`.
import { createStore } from './store.ts';

export interface StoredUser {
  uid: number;
  [field: string]: unknown;
}

const USER_KEY = 'user';

function readUser(): StoredUser {
  if (typeof localStorage === 'undefined') return { uid: 0 };
  try {
    const parsed = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    return parsed && typeof parsed.uid === 'number' ? parsed : { uid: 0 };
  } catch {
    return { uid: 0 };
  }
}

export const userStore = createStore<StoredUser>({ uid: 0 });
/**
 * What the login dialog is opened for, which its title says (issue #37): `browse` a page
 * that needs a sign-in (the spec's 'Login to browse more content'), `signIn` from a
 * button, `session` when the session ended.
 */
export type LoginPurpose = 'browse' | 'signIn' | 'session';
export const loginDialog = createStore<{ open: boolean; reason?: number; purpose?: LoginPurpose }>({ open: false });
/** The server said the session is gone (301/302): the page data's user no longer counts. */
export const sessionEnded = createStore(false);

/** Loads the persisted user once the app runs in the browser. */
export function hydrateUser() {
  userStore.set(readUser());
}

export function setUser(user: StoredUser) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  userStore.set(user);
}

/** Forgets the user locally (the server already ended or rejected the session). */
export function clearUser() {
  if (typeof localStorage !== 'undefined') localStorage.removeItem(USER_KEY);
  userStore.set({ uid: 0 });
}

/** 301/302: logged out without redirect, then the login dialog opens. */
export function requireLogin(reason?: number) {
  clearUser();
  sessionEnded.set(true);
  loginDialog.set({ open: true, reason, purpose: reason ? 'session' : 'signIn' });
}
