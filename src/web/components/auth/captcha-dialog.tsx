// Captcha dialog (SPEC 2): 350 px, draggable by its title bar, 'Please enter what you
// see', refresh, close and confirm. Opened by `askCaptcha()` (lib/dialog-requests.ts).
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { CAPTCHA_IMAGE, DIALOG } from '../../../domain/site/constants.ts';
import { browserApi } from '../../api/browser.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { type CaptchaAnswer, captchaRequest } from '../../lib/dialog-requests.ts';
import { useStore } from '../../lib/store.ts';
import { Dialog } from '../dialog.tsx';
import { RefreshCw } from '../icons.ts';
import { CaptchaAudio } from './captcha-audio.tsx';

await loadSection('auth');

export function CaptchaHost() {
  const resolve = useStore(captchaRequest);
  const t = useT();
  const [captcha, setCaptcha] = useState<{ id: string; data: string } | null>(null);
  const [value, setValue] = useState('');
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  const refresh = async () => {
    setValue('');
    try {
      setCaptcha(await (await browserApi()).get('/captcha'));
    } catch {
      setCaptcha(null);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: load a fresh picture each time it opens
  useEffect(() => {
    if (resolve) {
      setOffset({ x: 0, y: 0 });
      void refresh();
    }
  }, [resolve]);

  const close = (answer: CaptchaAnswer | null) => {
    resolve?.(answer);
    captchaRequest.set(null);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX - offset.x, y: e.clientY - offset.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset({ x: e.clientX - drag.current.x, y: e.clientY - drag.current.y });
  };

  return (
    <Dialog
      open={!!resolve}
      onClose={() => close(null)}
      width={DIALOG.captchaWidth}
      closeOnBackdrop={false}
      title={
        <div
          className="cursor-move select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            drag.current = null;
          }}
          data-testid="captcha-drag"
        >
          {t('captcha.title')}
        </div>
      }
      style={{ translate: `${offset.x}px ${offset.y}px` }}
      onConfirm={() => {
        if (!captcha || !value.trim()) return false;
        close({ key: captcha.id, dots: value.trim() });
      }}
    >
      <p className="mb-3 text-sm text-slate-600">{t('captcha.prompt')}</p>
      {/* SPEC 9's 300 x 300 image box: the 8:3 picture fills its width, keeping its shape. */}
      <div className="flex flex-col items-end gap-2">
        {captcha ? (
          <img
            src={captcha.data}
            alt={t('captcha.image')}
            width={CAPTCHA_IMAGE.width}
            height={CAPTCHA_IMAGE.height}
            className="w-full rounded-lg object-contain ring-1 ring-slate-200"
            style={{ maxWidth: DIALOG.captchaImage, maxHeight: DIALOG.captchaImage }}
            data-testid="captcha-image"
          />
        ) : (
          <span
            className="block w-full animate-pulse rounded-lg bg-slate-100"
            style={{ maxWidth: DIALOG.captchaImage, aspectRatio: `${CAPTCHA_IMAGE.width} / ${CAPTCHA_IMAGE.height}` }}
          />
        )}
        <div
          className="flex w-full flex-wrap items-start justify-between gap-2"
          style={{ maxWidth: DIALOG.captchaImage }}
        >
          {/* The same digits spoken (issue #37 item 2); a new picture brings new audio. */}
          {captcha ? <CaptchaAudio id={captcha.id} /> : <span />}
          <button
            type="button"
            onClick={refresh}
            className="inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
          >
            <RefreshCw className="size-4" />
            {t('captcha.refresh')}
          </button>
        </div>
      </div>
      <input
        value={value}
        onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('captcha.answer')}
        className="input mt-4"
        data-testid="captcha-input"
        // biome-ignore lint/a11y/noAutofocus: the only field of a dialog the user just opened
        autoFocus
      />
    </Dialog>
  );
}
