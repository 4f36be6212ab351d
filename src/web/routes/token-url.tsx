// /token_url: the end of Google's redirect sign-in. The page trades the one-time code
// (and state) for a session through the API, then goes back to where the shopper was.
import { useEffect, useRef, useState } from 'react';
import { safeReturnPath } from '../../domain/site/return-path.ts';
import { browserApi } from '../api/browser.ts';
import { Link } from '../components/link.tsx';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { track } from '../lib/analytics.ts';
import { setUser } from '../lib/session.ts';

await loadSection('auth');

export const handle = { layout: false };

export function meta() {
  return [{ title: 'Google' }, { name: 'robots', content: 'noindex' }];
}

export default function TokenUrl() {
  const t = useT();
  const to = useLocalePath();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) {
      setFailed(true);
      return;
    }
    browserApi()
      .then((api) => api.post('/user/login/platform', { platform: 3, code, state }))
      .then((user) => {
        if (!('uid' in user)) throw new Error('no sign-in');
        setUser(user);
        track('login', { method: 'google' });
        const back = safeReturnPath(sessionStorage.getItem('login-return'));
        sessionStorage.removeItem('login-return');
        window.location.replace(back ?? to('/'));
      })
      .catch(() => setFailed(true));
  }, [to]);

  return (
    <main id="main" className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 text-center">
      {failed ? (
        <>
          <p className="text-lg font-semibold text-slate-900">{t('auth.googleFailed')}</p>
          <Link to={to('/')} className="btn btn-primary">
            {t('error.backHome')}
          </Link>
        </>
      ) : (
        <p className="flex items-center gap-2 text-slate-700" role="status">
          <span aria-hidden className="spinner" />
          {t('auth.signingIn')}
        </p>
      )}
    </main>
  );
}
