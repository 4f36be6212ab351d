// The page-loading progress bar (SPEC 4 and 9): idle, loading, finished, error; 3 px
// high; shown only when a navigation lasts longer than the 200 ms throttle; creeps
// towards the end over 2000 ms; hides 500 ms after finishing and resets 400 ms later.
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from '../../domain/constants.ts';
import { createStore, useStore } from '../lib/store.ts';

export type LoadingState = 'idle' | 'loading' | 'finished' | 'error';

/** Lets an error boundary mark the current load as failed. */
const errorSignal = createStore(0);
export const loadingBar = { error: () => errorSignal.set((n) => n + 1) };

export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const errors = useStore(errorSignal);
  const [state, setState] = useState<LoadingState>('idle');
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const id of timers.current) window.clearTimeout(id);
      timers.current = [];
    };
    const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));
    clear();
    if (busy) {
      later(() => {
        setState('loading');
        setVisible(true);
      }, LOADING_BAR.throttle);
    } else {
      setState((s) => (s === 'loading' ? 'finished' : s));
      later(() => setVisible(false), LOADING_BAR.hideDelay);
      later(() => setState('idle'), LOADING_BAR.hideDelay + LOADING_BAR.resetDelay);
    }
    return clear;
  }, [busy]);

  useEffect(() => {
    if (errors > 0) {
      setState('error');
      setVisible(true);
      const id = window.setTimeout(() => setVisible(false), LOADING_BAR.hideDelay);
      return () => window.clearTimeout(id);
    }
  }, [errors]);

  const width = state === 'idle' ? '0%' : state === 'loading' ? '90%' : '100%';
  const duration = state === 'loading' ? LOADING_BAR.duration : 200;
  return (
    <div
      aria-hidden
      data-state={state}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70]"
      style={{ height: LOADING_BAR.height, opacity: visible ? 1 : 0, transition: 'opacity 300ms' }}
    >
      <div
        className={state === 'error' ? 'h-full bg-red-500' : 'h-full bg-primary-500'}
        style={{ width, transition: `width ${duration}ms ease-out` }}
      />
    </div>
  );
}
