// Toasts (SPEC 9): 3000 ms, 16 px from the top, 16 px between stacked toasts.
// Announced to screen readers through a live region, which is always there. The
// toasts' own code (toast-list.tsx) loads with the first toast, or before: with the
// API client (its errors are toasts) and with the login dialog (whose toasts come
// right before a reload or a redirect, too soon to wait for a load).

import { useEffect } from 'react';
import { TOAST } from '../../domain/site/constants.ts';
import { lazyView, useLazyView } from '../lib/lazy-view.ts';
import { createStore, useStore } from '../lib/store.ts';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

const toasts = createStore<ToastItem[]>([]);
let nextId = 1;

function show(kind: ToastKind, message: string, duration = TOAST.duration) {
  const id = nextId++;
  toasts.set((list) => [...list, { id, kind, message }]);
  if (typeof window !== 'undefined') window.setTimeout(() => dismiss(id), duration);
  return id;
}

function dismiss(id: number) {
  toasts.set((list) => list.filter((t) => t.id !== id));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  dismiss,
};

const toastList = lazyView(() => import('./toast-list.tsx').then((m) => m.ToastList));

export function Toaster() {
  const list = useStore(toasts);
  const ToastList = useLazyView(toastList, list.length > 0);
  useEffect(() => () => toasts.set([]), []);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center px-4"
      style={{ top: TOAST.offset, gap: TOAST.spacing }}
    >
      {ToastList && <ToastList list={list} />}
    </div>
  );
}
