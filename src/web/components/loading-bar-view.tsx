// The loading bar itself (loading-bar.tsx mounts it with the first navigation).
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from '../../domain/constants.ts';
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
