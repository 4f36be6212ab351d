// The toasts themselves, in the live region of toast.tsx (loaded with the first toast).
import { useT } from '../i18n/index.tsx';
import { CircleAlert, CircleCheck, Info, X } from './icons.ts';
import { type ToastItem, toast } from './toast.tsx';

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info };
const TONE = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  info: 'border-slate-200 bg-white text-slate-900',
};

export function ToastList({ list }: { list: ToastItem[] }) {
  const t = useT();
  return list.map((item) => {
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
          onClick={() => toast.dismiss(item.id)}
          className="ml-2 rounded p-0.5 opacity-60 hover:opacity-100 focus-visible:opacity-100"
          aria-label={t('toast.close')}
        >
          <X aria-hidden className="size-3.5" />
        </button>
      </div>
    );
  });
}
