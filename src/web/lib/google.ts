// Google Identity Services in the browser (SPEC 7 and 8): the library is loaded from
// Google with the shop's client id and gives an ID-token credential. Errors use the
// spec's wording; when the prompt cannot show, callers fall back to the redirect flow.
interface GoogleId {
  initialize(opts: {
    client_id: string;
    callback: (r: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

export const GOOGLE_LIBRARY_URL = 'https://accounts.google.com/gsi/client';
export const LIBRARY_LOAD_ERROR = 'Failed to load the Google 3P Authorization JavaScript Library';

let loading: Promise<void> | undefined;

export function loadGoogleLibrary(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_LIBRARY_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error(LIBRARY_LOAD_ERROR));
    };
    document.head.append(script);
  });
  return loading;
}

export class PromptUnavailable extends Error {}

/** Asks Google for an ID-token credential (one-tap prompt). */
export async function googleCredential(clientId: string): Promise<string> {
  if (typeof window === 'undefined') throw new Error('Google sign-in can only be rendered in a browser');
  if (!clientId) throw new Error('Google sign-in needs the client id');
  await loadGoogleLibrary();
  const id = window.google?.accounts?.id;
  if (!id) throw new Error(LIBRARY_LOAD_ERROR);
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (r) => (r.credential ? resolve(r.credential) : reject(new PromptUnavailable('no credential'))),
    });
    id.prompt((n) => {
      if (n.isNotDisplayed() || n.isSkippedMoment()) reject(new PromptUnavailable('prompt not shown'));
    });
  });
}
