// What a customer page shows when its data request finds the session gone (ended on
// another device, or signed out everywhere) during a client-side navigation: SPEC 8's
// codes 301/302 log the shopper out without a redirect and open the login dialog. The
// page stays where it is; after signing in it loads again (login-dialog.tsx).
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../i18n/index.tsx';
import { requireLogin } from '../../lib/session.ts';

interface SessionEndedData {
  code: number;
  sessionEnded: true;
}

function sessionEnded(error: unknown): SessionEndedData | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 401) return undefined;
  const data = error.data as Partial<SessionEndedData> | undefined;
  return data?.sessionEnded ? (data as SessionEndedData) : undefined;
}

/** A customer route's error boundary: the login prompt for an ended session, else the app's error page. */
export function SessionEndedBoundary() {
  const error = useRouteError();
  const ended = sessionEnded(error);
  // Any other failure goes on to the root's error page.
  if (!ended) throw error;
  return <SessionEnded code={ended.code} />;
}

function SessionEnded({ code }: { code: number }) {
  const t = useT();
  useEffect(() => {
    // Back to this very page after signing in.
    sessionStorage.setItem('login-return', window.location.pathname + window.location.search);
    requireLogin(code);
  }, [code]);
  return (
    <main
      id="main"
      className="container-page flex flex-col items-center gap-4 py-20 text-center"
      data-testid="session-ended"
    >
      <h1 className="text-xl font-semibold text-slate-900">{t('session.endedTitle')}</h1>
      <p className="max-w-md text-slate-600">{t('session.endedText')}</p>
      <button type="button" className="btn btn-primary" onClick={() => requireLogin(code)}>
        {t('auth.login')}
      </button>
    </main>
  );
}
