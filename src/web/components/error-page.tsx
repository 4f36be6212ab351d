// The error page (SPEC 2): status code, status message and description. A 404
// defaults to 'Page Not Found', anything else to 'Internal Server Error'; the status
// code defaults to 500.

import { useLocalePath, useT } from '../i18n/index.tsx';
import { Link } from './link.tsx';

export interface ErrorPageProps {
  statusCode?: number;
  statusMessage?: string;
  description?: string;
}

export function ErrorPage({ statusCode = 500, statusMessage, description }: ErrorPageProps) {
  const t = useT();
  const to = useLocalePath();
  const notFound = statusCode === 404;
  const message = statusMessage || (notFound ? t('error.notFound') : t('error.internal'));
  return (
    <main id="main" className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-7xl font-black tracking-tight text-primary-600" data-testid="error-code">
        {statusCode}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900" data-testid="error-message">
        {message}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">
        {description ?? (notFound ? t('error.notFoundDesc') : t('error.internalDesc'))}
      </p>
      <div className="mt-8 flex gap-3">
        <Link to={to('/')} className="btn btn-primary">
          {t('error.backHome')}
        </Link>
        {!notFound && (
          <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
            {t('error.retry')}
          </button>
        )}
      </div>
    </main>
  );
}
