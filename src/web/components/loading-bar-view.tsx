// The loading bar itself (loading-bar.tsx mounts it with the first navigation).
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from '../../domain/site/constants.ts';
import { useStore } from '../lib/store.ts';
import { errorSignal, type LoadingState } from './loading-bar.tsx';

export function LoadingBarView() {
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

  // A failed load shows red, then hides and resets by itself: the bar never stays in
  // its error state, whatever order this and the navigation's end arrive in.
  useEffect(() => {
    if (errors === 0) return;
    setState('error');
    setVisible(true);
    const hide = window.setTimeout(() => setVisible(false), LOADING_BAR.hideDelay);
    const reset = window.setTimeout(
      () => setState((s) => (s === 'error' ? 'idle' : s)),
      LOADING_BAR.hideDelay + LOADING_BAR.resetDelay,
    );
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(reset);
    };
  }, [errors]);

  const width = state === 'idle' ? '0%' : state === 'loading' ? '90%' : '100%';
  const duration = state === 'loading' ? LOADING_BAR.duration : 200;
  return (
    <div
      aria-hidden
      data-state={state}
      data-visible={visible}
      data-testid="loading-bar"
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
