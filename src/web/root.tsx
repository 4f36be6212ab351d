// The root shell (SPEC 2): the current page inside the layout, back-to-top, the
// loading bar, toasts and the confirm dialog; the error page for anything that fails.
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useRouteError,
} from 'react-router';
import { routePath } from '../domain/api/paths.ts';
import { type GoodCard, GROUP_TYPE } from '../domain/catalog/catalog.ts';
import { LANGUAGE_TAG, localizePath, splitLocalePath } from '../domain/i18n/locale.ts';
import { safeReturnPath } from '../domain/site/return-path.ts';
import type { Route } from './+types/root';
import { hasSession, serverApi, toRouteError } from './api/server.ts';
import { serverApiContext } from './api/transport.ts';
import { AnalyticsSnippet } from './components/analytics.tsx';
import { AppStyles } from './components/app-styles.tsx';
import { BackToTop } from './components/back-to-top.tsx';
import { BuildUpdateCheck } from './components/build-update.tsx';
import { CategoryBar } from './components/category-bar.tsx';
import { Footer } from './components/footer.tsx';
import { HEADER_END_ID, Header } from './components/header.tsx';
import { IconSymbols } from './components/icon-symbols.tsx';
import { LoadingBar, loadingBar } from './components/loading-bar.tsx';
import { Toaster } from './components/toast.tsx';
import { LocaleProvider, useLocalePath, useT } from './i18n/index.tsx';
import { captchaRequest, confirmRequest } from './lib/dialog-requests.ts';
import { requiresLogin } from './lib/guards.ts';
import { lazyView, useLazyView } from './lib/lazy-view.ts';
import { errorMeta } from './lib/meta.ts';
import { setNavigate } from './lib/navigate.ts';
import { requestPage } from './lib/request-path.ts';
import { hydrateUser, loginDialog, sessionEnded } from './lib/session.ts';
import { useStore } from './lib/store.ts';
import { useRootData } from './lib/use-root-data.ts';
import type { RootData, RootUser } from './root-data.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const api = serverApi(context, request);
  const { buildId, publicUrl, formToken } = context.get(serverApiContext);
  // SPEC 7: the SEO config and the site config load together at start.
  const [seo, site, categories, currencies] = await Promise.all([
    api.get('/sys/conf'),
    api.get('/config'),
    api.get(routePath('/goodGroup/list/:type', { type: GROUP_TYPE.category })),
    api.get('/currencies'),
  ]).catch(toRouteError);
  // Only a request with a session cookie can be a customer; visitors skip the call.
  const user = hasSession(request) ? await api.get('/user/info', undefined, { silent: true }).catch(() => null) : null;
  const page = requestPage(request);
  if (!user && requiresLogin(page.path)) {
    // SPEC 2: a visitor opening a flagged route goes home and the login dialog opens.
    const back = new URL(request.url);
    throw redirect(
      `${localizePath('/', page.locale)}?login=1&redirect=${encodeURIComponent(back.pathname.replace(/\.data$/, '') + back.search)}`,
    );
  }
  // Every page carries this data in its HTML: what no page reads stays out.
  const { country_list: countries, ...rest } = site;
  const pageSite = { ...rest, country_count: countries.length };
  const nav = categories.map(({ id, name }) => ({ id, name }));
  const currency = { current: currencies.current, list: currencies.list };
  return {
    locale: page.locale,
    seo,
    site: pageSite,
    categories: nav,
    user,
    ...(user && formToken ? { formToken } : {}),
    currency,
    buildId,
    publicUrl,
  };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Settings only change per language; skip the reload on other navigations.
  if (splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale) return true;
  return currentUrl.pathname === nextUrl.pathname ? defaultShouldRevalidate : false;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  // Any page that failed renders through this route's ErrorBoundary, and so its head.
  if (error) return errorMeta(loaderData, isRouteErrorResponse(error) ? error.status : 500);
  return [{ title: loaderData?.seo.title ?? '' }, { name: 'description', content: loaderData?.seo.desc ?? '' }];
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const pathLocale = splitLocalePath(useLocation().pathname).locale;
  const locale = root?.locale ?? pathLocale;
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f97316" />
        <link rel="icon" type="image/webp" href="/favicon.webp" />
        {/* No frame before the whole header is parsed: its right-hand group is aligned to the edge, so
            controls painted while later ones were still arriving moved left as each came (a phone's CLS
            0.011 under load). The target is the header's last child: Chromium unblocks when the target
            is inserted. Browsers without rel=expect ignore it. */}
        <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
        <AppStyles />
        {/* Controls that only a script can work (marked data-script-only) stay out of a page without one. */}
        <noscript>
          <style>{'[data-script-only]{display:none!important}'}</style>
        </noscript>
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-800 antialiased">
        <LocaleProvider locale={locale}>
          {children}
          <LoadingBar />
          <Toaster />
          <DialogHosts />
        </LocaleProvider>
        <ScrollRestoration />
        <Scripts />
        <IconSymbols />
      </body>
    </html>
  );
}

const loginHost = lazyView(() => import('./components/auth/login-dialog.tsx').then((m) => m.LoginDialogHost));
const captchaHost = lazyView(() => import('./components/auth/captcha-dialog.tsx').then((m) => m.CaptchaHost));
const confirmHost = lazyView(() => import('./components/dialog.tsx').then((m) => m.ConfirmHost));

/** The app-wide dialogs, loaded the first time one is asked for and kept for their closing. */
function DialogHosts() {
  const LoginDialogHost = useLazyView(loginHost, useStore(loginDialog).open);
  const CaptchaHost = useLazyView(captchaHost, !!useStore(captchaRequest));
  const ConfirmHost = useLazyView(confirmHost, !!useStore(confirmRequest));
  return (
    <>
      {LoginDialogHost && <LoginDialogHost />}
      {CaptchaHost && <CaptchaHost />}
      {ConfirmHost && <ConfirmHost />}
    </>
  );
}

/** Routes that render without header and footer (the sitemap). */
function useBareLayout(): boolean {
  return useMatches().some((m) => (m.handle as { layout?: boolean } | undefined)?.layout === false);
}

function useScrollTopOnNavigate() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page change
  useEffect(() => {
    // Back and forward keep their scroll position (ScrollRestoration); new pages start at the top.
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const bare = useBareLayout();
  useAppSetup(loaderData.user);
  const { site } = loaderData;
  return (
    <>
      <AnalyticsSnippet code={site.analysis_code} />
      <BuildUpdateCheck buildId={loaderData.buildId} />
      {bare ? (
        <Outlet />
      ) : (
        <Shell root={loaderData}>
          <Outlet />
        </Shell>
      )}
    </>
  );
}

/**
 * What every page sets up once it runs in the browser, error pages included. `marks`:
 * whether the page is whole once this component is hydrated (an error page is not: its
 * body hydrates later, see MarkHydrated).
 */
function useAppSetup(user: RootUser | null, marks = true) {
  const navigate = useNavigate();
  useScrollTopOnNavigate();
  useEffect(() => {
    setNavigate(navigate);
    hydrateUser();
    if (marks) markHydrated();
  }, [navigate, marks]);
  useLoginFromUrl(user);
}

/**
 * What the shopper clicked, typed or chose before this is made again now
 * (lib/defer-hydration.ts); some browser tests wait for it to check the page's scripts.
 * Only once every part of the page listens: a click React gets on a part still waiting
 * for its module is left to the browser, and a link then reloads the whole page.
 */
function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/** Marks the page hydrated when the Suspense boundary it sits in has hydrated. */
function MarkHydrated() {
  useEffect(markHydrated, []);
  return null;
}

/** Header, category bar and footer around a page (an error page too: no dead end). */
function Shell({ root, children }: { root: RootData; children: ReactNode }) {
  const { site, seo } = root;
  // A session that ended elsewhere shows as signed out at once, before any reload.
  const user = useStore(sessionEnded) ? null : root.user;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header title={seo.title || site.title} logo={site.logo} user={user} />
      <CategoryBar categories={root.categories} />
      <WithoutScript signedIn={!!user} />
      <div className="flex-1">{children}</div>
      <Footer
        title={seo.title}
        description={seo.desc}
        paymentMethods={site.payment_methods}
        countryCount={site.country_count}
      />
      <BackToTop />
    </div>
  );
}

/** `?login=1` (from a guarded route) opens the login dialog; `redirect` is where to go after. */
function useLoginFromUrl(user: RootUser | null) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('login') !== '1') return;
    const back = safeReturnPath(params.get('redirect'));
    if (user) {
      navigate(back ?? location.pathname, { replace: true });
      return;
    }
    loginDialog.set({ open: true, purpose: 'browse' });
    params.delete('login');
    params.delete('redirect');
    const rest = params.toString();
    // Keep the way back for after the reload that follows a successful login.
    if (back) sessionStorage.setItem('login-return', back);
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [location.search, location.pathname, user, navigate]);
}

/**
 * Without JavaScript the header's menus and dialogs cannot open: a bar with what they
 * lead to: search (a phone's header has only its button), a customer's orders and
 * addresses (a visitor's "Log in" is a link to the sign-in page already). The same for
 * every visitor of a page (it is cached).
 */
function WithoutScript({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const to = useLocalePath();
  const link = 'font-semibold text-primary-700 underline underline-offset-2';
  return (
    <noscript>
      <div className="container-page mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <form action={to('/search')} method="get" className="flex w-full basis-full gap-2 md:hidden">
          <input
            name="keyword"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            className="input min-w-0 flex-1"
          />
          <button type="submit" className="btn btn-secondary">
            {t('search.open')}
          </button>
        </form>
        {signedIn && (
          <>
            <a href={to('/my/order')} className={link}>
              {t('noscript.orders')}
            </a>
            <a href={to('/my/address')} className={link}>
              {t('noscript.addresses')}
            </a>
          </>
        )}
      </div>
    </noscript>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      {t('skipToContent')}
    </a>
  );
}

/**
 * Few visits end on an error: its page loads when one happens. Hydrating a server-rendered
 * error (an unknown product's 404) waits for the module and keeps the server's HTML
 * meanwhile. If even that file cannot load, the page reloads so the server renders the
 * error, as React Router does when a route's module fails to load.
 */
const ErrorPage = lazy(() =>
  import('./components/error-page.tsx').then(
    (m) => ({ default: m.ErrorPage }),
    () => {
      window.location.reload();
      return new Promise<never>(() => {});
    },
  ),
);

export function ErrorBoundary() {
  const error = useRouteError();
  // The root's data is there unless the root loader itself failed: then no shell.
  const root = useRootData();
  // A page that failed to load in the browser marks the loading bar; a server-rendered
  // error page (the first one, before hydration) is no failed load to show. Read at the
  // first render: the body's MarkHydrated may run its effect before this component's.
  const serverRendered = useRef(
    typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true',
  );
  useEffect(() => {
    if (serverRendered.current) serverRendered.current = false;
    else loadingBar.error();
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  useAppSetup(root?.user ?? null, false);
  const body = isRouteErrorResponse(error)
    ? (error.data as { message?: string; path?: string; suggestions?: GoodCard[] } | string | undefined)
    : undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const details = typeof body === 'object' ? body : undefined;
  const page = (
    <Suspense>
      <ErrorPage
        statusCode={status}
        // A 404 speaks the page's language: the path, never a message from elsewhere.
        statusMessage={status === 404 ? undefined : details?.message}
        path={details?.path}
        suggestions={details?.suggestions}
      />
      <MarkHydrated />
    </Suspense>
  );
  return root ? <Shell root={root}>{page}</Shell> : page;
}
