// Modal dialog on the native <dialog> element (focus trap, Escape, top layer for free).
// Nested dialogs stack in the top layer: Escape closes the topmost only, and focus goes
// back to the control that opened it.
// SPEC 9: cancel and confirm buttons by default; confirm can show loading while an
// async pre-confirm runs; a closed dialog is removed from the page after 200 ms.

import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DIALOG } from '../../domain/site/constants.ts';
import { useT } from '../i18n/index.tsx';
import { type ConfirmRequest, confirmRequest } from '../lib/dialog-requests.ts';
import { useStore } from '../lib/store.ts';
import { X } from './icons.ts';
import { Tooltip } from './tooltip.tsx';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  width?: number;
  /** Runs before closing on confirm; the confirm button shows loading meanwhile. Return false to stay open. */
  onConfirm?: () => unknown;
  confirmText?: string;
  cancelText?: string;
  /** Hide the default cancel/confirm footer (forms bring their own buttons). */
  footer?: boolean;
  /** Clicking the backdrop closes the dialog (the login dialog turns this off). */
  closeOnBackdrop?: boolean;
  /** Extra inline style (the captcha dialog moves itself when dragged). */
  style?: CSSProperties;
}

/** The field a dialog opens on: one marked autofocus, else its first enabled field. */
const FIRST_FIELD = [
  '[autofocus]',
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
].join(', ');

export function Dialog(props: DialogProps) {
  const { open, onClose, title, children, width = 420, footer = true, closeOnBackdrop = true } = props;
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [mounted, setMounted] = useState(open);
  const [busy, setBusy] = useState(false);
  /** The control that had focus when the dialog opened: it gets it back on closing. */
  const opener = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), DIALOG.removeDelay);
    return () => window.clearTimeout(timer);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `mounted` changes when the element appears
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      // A dialog with a form opens on its first field, not on its close button (issue #37).
      el.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    if (!open && el.open) {
      el.close();
      returnFocus(el, opener.current);
    }
  }, [open, mounted]);

  // A dialog its owner unmounts while open (the address form) gives focus back as well.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element exists once mounted
  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el?.open) returnFocus(el, opener.current);
    };
  }, [mounted]);

  if (!mounted) return null;

  async function confirm() {
    if (!props.onConfirm) return onClose();
    setBusy(true);
    try {
      const result = await props.onConfirm();
      if (result !== false) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop clicks only; Escape is the keyboard way to close
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // Escape pressed again with no click in between closes without a cancel event
      // (the browser's close-watcher rule): the app's state follows, or it could not reopen.
      onClose={() => {
        if (openRef.current) onClose();
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
      className="dialog m-auto max-h-[90vh] max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
      style={{ width, ...props.style }}
      data-state={open ? 'open' : 'closed'}
    >
      <div className="flex items-start justify-between gap-4 px-6 pt-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <Tooltip label={t('dialog.close')} placement="bottom-end" className="-mr-2">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('dialog.close')}
            className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden className="size-5" />
          </button>
        </Tooltip>
      </div>
      <div className="px-6 py-4">{children}</div>
      {footer && (
        <div className="flex justify-end gap-3 px-6 pb-5">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {props.cancelText ?? t('dialog.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy} aria-busy={busy}>
            {busy && <span aria-hidden className="spinner" />}
            {props.confirmText ?? t('dialog.confirm')}
          </button>
        </div>
      )}
    </dialog>
  );
}

/**
 * Focus back on the opener once the dialog is closed (the browser does this too, but not
 * when focus moved meanwhile, e.g. into a nested dialog that closed first). Left alone
 * when focus already went elsewhere on purpose or the opener is gone.
 */
function returnFocus(dialog: HTMLDialogElement, opener: HTMLElement | null) {
  const active = document.activeElement;
  const lost = !active || active === document.body || dialog.contains(active);
  if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
}

export function ConfirmHost() {
  const request = useStore(confirmRequest);
  const [last, setLast] = useState<ConfirmRequest | null>(null);
  useEffect(() => {
    if (request) setLast(request);
  }, [request]);
  const shown = request ?? last;
  const close = (ok: boolean) => {
    request?.resolve(ok);
    confirmRequest.set(null);
  };
  if (!shown) return null;
  return (
    <Dialog
      open={!!request}
      title={shown.title}
      confirmText={shown.confirmText}
      cancelText={shown.cancelText}
      onClose={() => close(false)}
      onConfirm={async () => {
        const result = await shown.onConfirm?.();
        if (result === false) return false;
        close(true);
      }}
    >
      <p className="text-slate-600">{shown.message}</p>
    </Dialog>
  );
}
