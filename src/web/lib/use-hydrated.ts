import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is server-rendered HTML (and for a browser without JavaScript),
 * true once scripts run: a button whose enabling needs a script stays usable without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
