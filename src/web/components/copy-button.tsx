// A small "copy" button (order numbers, tracking numbers) with a toast saying how it went.
import { useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { toast } from './toast.tsx';

await loadSection('orders');

export interface CopyButtonProps {
  text: string;
  /** What the button copies, for screen readers ("Copy the order number"). */
  label: string;
  copied: string;
  failed: string;
  testId?: string;
}

export function CopyButton({ text, label, copied, failed, testId }: CopyButtonProps) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={label}
      className="rounded-full px-2 py-0.5 text-xs font-semibold text-primary-700 ring-1 ring-primary-200 hover:bg-primary-50"
      data-testid={testId}
    >
      {t('orders.copy')}
    </button>
  );
}
