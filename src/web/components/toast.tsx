// Toasts (SPEC 9): 3000 ms, 16 px from the top, 16 px between stacked toasts.
// Announced to screen readers through a live region.

import { useEffect } from 'react';
import { TOAST } from '../../domain/constants.ts';
import { useT } from '../i18n/index.tsx';
import { createStore, useStore } from '../lib/store.ts';
import { CircleAlert, CircleCheck, Info, X } from './icons.ts';

type Kind = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  kind: Kind;
  message: string;
}

const toasts = createStore<ToastItem[]>([]);
let nextId = 1;

function show(kind: Kind, message: string, duration = TOAST.duration) {
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

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info };
const TONE = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-slate-200 bg-white text-slate-900',
};

export function Toaster() {
  const list = useStore(toasts);
  const t = useT();
  useEffect(() => () => toasts.set([]), []);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center px-4"
      style={{ top: TOAST.offset, gap: TOAST.spacing }}
    >
      {list.map((item) => {
        const Icon = ICONS[item.kind];
        return (
          <div
            key={item.id}
            role={item.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex max-w-md items-center gap-2 rounded-lg border px-4 py-2.5 text-sm shadow-lg animate-toast-in ${TONE[item.kind]}`}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span>{item.message}</span>
            <button
              type="button"
              onClick={() => dismiss(item.id)}
              className="ml-2 rounded p-0.5 opacity-60 hover:opacity-100 focus-visible:opacity-100"
              aria-label={t('toast.close')}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
