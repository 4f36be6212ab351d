// The captcha's audio alternative (issue #37 item 2, WCAG 1.1.1): the same digits as the
// picture, spoken in the page's language by GET /v1/captcha/audio. With JavaScript, a
// button plays them (fetched on the first press, replayed from memory after that: one
// captcha's audio may be fetched 3 times) and a polite live region says it is playing
// or failed; a new captcha id drops the old audio. Without JavaScript, a link opens the
// audio in the browser's own player. Used by the captcha dialog and every no-JS
// captcha step: <CaptchaAudio id={captcha.id} />.
import { useEffect, useRef, useState } from 'react';
import { captchaAudioPath } from '../../../domain/accounts/captcha-audio.ts';
import { useLocale, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Volume2 } from '../icons.ts';

await loadSection('auth');

type Status = 'idle' | 'loading' | 'playing' | 'ended' | 'failed';

const control = 'inline-flex items-center gap-1 text-sm text-primary-700 hover:underline';

export function CaptchaAudio({ id, className }: { id: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const audio = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const url = `${import.meta.env.VITE_API_BASE_URL ?? ''}${captchaAudioPath(id, locale)}`;

  // A new captcha (refreshed): the old code's audio goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the captcha changes
  useEffect(() => {
    setStatus('idle');
    const el = audio.current;
    if (el?.getAttribute('src')) {
      el.pause();
      el.removeAttribute('src');
      el.load();
    }
  }, [id]);

  if (!hydrated) {
    return (
      <a href={url} target="_blank" rel="noopener" type="audio/wav" className={`${control} ${className ?? ''}`}>
        <Volume2 className="size-4" />
        {t('captcha.listen')}
        <span className="sr-only"> ({t('captcha.audioLink')})</span>
      </a>
    );
  }

  const play = async () => {
    const el = audio.current;
    if (!el) return;
    if (el.getAttribute('src') !== url) el.src = url;
    el.currentTime = 0;
    setStatus('loading');
    try {
      await el.play();
    } catch {
      setStatus('failed');
    }
  };

  const said = status === 'playing' ? t('captcha.playing') : status === 'failed' ? t('captcha.audioFailed') : '';
  return (
    <span className={`inline-flex flex-col gap-1 ${className ?? ''}`}>
      <button type="button" onClick={play} className={control} data-testid="captcha-listen">
        <Volume2 className="size-4" />
        {t('captcha.listen')}
      </button>
      {/* biome-ignore lint/a11y/useMediaCaption: the digits are the picture's; it is their text */}
      <audio
        ref={audio}
        preload="none"
        onPlaying={() => setStatus('playing')}
        onEnded={() => setStatus('ended')}
        onError={() => setStatus((s) => (s === 'idle' ? s : 'failed'))}
        data-testid="captcha-audio"
      />
      <span role="status" className={status === 'failed' ? 'text-xs text-red-600' : 'sr-only'}>
        {said}
      </span>
    </span>
  );
}
