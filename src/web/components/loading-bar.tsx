// The page-loading progress bar (SPEC 4 and 9): idle, loading, finished, error; 3 px
// high; shown only when a navigation lasts longer than the 200 ms throttle; creeps
// towards the end over 2000 ms; hides 500 ms after finishing and resets 400 ms later.
// Nothing shows before the first navigation (or error), so the bar's code
// (loading-bar-view.tsx) loads then, well within the throttle.
import { useNavigation } from 'react-router';
import { lazyView, useLazyView } from '../lib/lazy-view.ts';
import { createStore, useStore } from '../lib/store.ts';

export type LoadingState = 'idle' | 'loading' | 'finished' | 'error';

/** Lets an error boundary mark the current load as failed. */
export const errorSignal = createStore(0);
export const loadingBar = { error: () => errorSignal.set((n) => n + 1) };

const barView = lazyView(() => import('./loading-bar-view.tsx').then((m) => m.LoadingBarView));

export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const errors = useStore(errorSignal);
  const LoadingBarView = useLazyView(barView, busy || errors > 0);
  return LoadingBarView && <LoadingBarView />;
}
