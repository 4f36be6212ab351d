// The admin area's screens. Each loads its own code chunk on first visit; owner-only
// screens show 403 to operators (the API refuses them too).
import { Result, Spin } from 'antd';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { useRouteError } from 'react-router';
import { useT } from './i18n/index.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { staffLoader, useStaff } from './session.ts';

type PageModule = Promise<{ default: ComponentType }>;

const page = (load: () => PageModule, ownerOnly = false): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const Page = (await load()).default;
    return { Component: ownerOnly ? () => <OwnerOnly page={Page} /> : Page };
  },
});

function OwnerOnly({ page: Page }: { page: ComponentType }) {
  const me = useStaff();
  const t = useT();
  if (me.role !== 'owner') return <Result status="403" title="403" subTitle={t('layout.forbidden')} />;
  return <Page />;
}

function NotFound() {
  const t = useT();
  return <Result status="404" title="404" subTitle={t('layout.pageNotFound')} />;
}

/**
 * Shown while the first screen's code or the staff member loads. Without one, React
 * Router warns "No `HydrateFallback` element provided" on every load of a route that
 * starts with a loader or lazy code.
 */
const FULL_SCREEN_CENTER = { display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center' };

function Loading() {
  const t = useT();
  return (
    <div role="status" aria-label={t('common.loading')} style={FULL_SCREEN_CENTER}>
      <Spin size="large" />
    </div>
  );
}

function RouteError() {
  const t = useT();
  const error = useRouteError();
  return (
    <Result status="error" title={t('common.loadFailed')} subTitle={error instanceof Error ? error.message : ''} />
  );
}

export const routes: RouteObject[] = [
  { path: '/admin/login', HydrateFallback: Loading, ...page(() => import('./pages/login.tsx')) },
  {
    id: 'admin',
    path: '/admin',
    loader: staffLoader,
    Component: AdminLayout,
    HydrateFallback: Loading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...page(() => import('./pages/dashboard/index.tsx')) },
      { path: 'goods', ...page(() => import('./pages/goods/list.tsx')) },
      { path: 'goods/new', ...page(() => import('./pages/goods/edit.tsx')) },
      { path: 'goods/:id', ...page(() => import('./pages/goods/edit.tsx')) },
      { path: 'groups', ...page(() => import('./pages/groups/index.tsx')) },
      { path: 'search', ...page(() => import('./pages/search/index.tsx')) },
      { path: 'orders', ...page(() => import('./pages/orders/list.tsx')) },
      { path: 'orders/:id', ...page(() => import('./pages/orders/detail.tsx')) },
      { path: 'after-sales', ...page(() => import('./pages/after-sales/list.tsx')) },
      { path: 'after-sales/:id', ...page(() => import('./pages/after-sales/detail.tsx')) },
      { path: 'customers', ...page(() => import('./pages/customers/list.tsx')) },
      { path: 'customers/:id', ...page(() => import('./pages/customers/detail.tsx')) },
      { path: 'coupons', ...page(() => import('./pages/marketing/coupons.tsx')) },
      { path: 'shipping', ...page(() => import('./pages/marketing/shipping.tsx')) },
      { path: 'currencies', ...page(() => import('./pages/currencies/index.tsx'), true) },
      { path: 'taxes', ...page(() => import('./pages/taxes/index.tsx'), true) },
      { path: 'settings', ...page(() => import('./pages/settings/index.tsx'), true) },
      { path: 'team', ...page(() => import('./pages/team/index.tsx'), true) },
      { path: 'audit', ...page(() => import('./pages/audit/index.tsx'), true) },
      { path: 'mail', ...page(() => import('./pages/mail/index.tsx'), true) },
      { path: '*', Component: NotFound },
    ],
  },
];
