// The error page (SPEC 2): status code, status message and description. A 404
// defaults to 'Page Not Found', anything else to 'Internal Server Error'; the status
// code defaults to 500; a 503 (the shop briefly away) says 'Back in a moment'. All text
// is in the page's language; a 404 also offers best sellers and the categories, so a
// dead end leads somewhere.

import type { GoodCard } from '../../domain/catalog/catalog.ts';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { Link } from './link.tsx';
import { ProductGrid } from './product-card.tsx';

export interface ErrorPageProps {
  statusCode?: number;
  statusMessage?: string;
  description?: string;
  /** The path that was not found (404): "Page Not Found: {path}". */
  path?: string;
  suggestions?: GoodCard[];
}

export function ErrorPage({ statusCode = 500, statusMessage, description, path, suggestions = [] }: ErrorPageProps) {
  const t = useT();
  const to = useLocalePath();
  const categories = useRootData()?.categories ?? [];
  const notFound = statusCode === 404;
  // 503: the database (or another part) is briefly away: the shop's own words, not the API's.
  const away = statusCode === 503;
  const message = away
    ? t('error.unavailable')
    : statusMessage ||
      (notFound ? (path ? t('error.notFoundPath', { path }) : t('error.notFound')) : t('error.internal'));
  return (
    <main id="main" className="container-page py-16 md:py-24" data-testid="error-page">
      <div className="flex flex-col items-center text-center">
        <p className="text-7xl font-black tracking-tight text-primary-600" data-testid="error-code">
          {statusCode}
        </p>
        <h1 className="mt-4 wrap-anywhere text-2xl font-bold text-slate-900" data-testid="error-message">
          {message}
        </h1>
        <p className="mt-3 max-w-md text-slate-600">
          {description ??
            (notFound ? t('error.notFoundDesc') : away ? t('error.unavailableDesc') : t('error.internalDesc'))}
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
      </div>
      {notFound && categories.length > 0 && (
        <nav aria-labelledby="error-categories" className="mt-14" data-testid="error-categories">
          <h2 id="error-categories" className="text-center text-lg font-semibold text-slate-900">
            {t('error.categories')}
          </h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={to(`/product/cate/${c.id}`)}
                  className="inline-block rounded-full px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-primary-700"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {notFound && suggestions.length > 0 && (
        <section aria-labelledby="error-popular" className="mt-14" data-testid="error-suggestions">
          <h2 id="error-popular" className="mb-6 text-lg font-semibold text-slate-900">
            {t('error.popular')}
          </h2>
          <ProductGrid goods={suggestions} list={{ id: 'not_found', name: 'Not found suggestions' }} />
        </section>
      )}
    </main>
  );
}
