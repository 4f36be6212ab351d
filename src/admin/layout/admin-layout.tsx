// The admin frame: a side menu (a drawer on phones), the header with the language
// switch and the staff member, and the screen. Owner-only screens are hidden from
// operators (and the API refuses them anyway).
import {
  AuditOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DollarOutlined,
  GiftOutlined,
  GlobalOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Dropdown, Flex, Grid, Layout, Menu, type MenuProps, Typography } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { StaffRole } from '../../domain/admin/staff.ts';
import { api } from '../api.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { type AdminKey, useT } from '../i18n/index.tsx';
import { useStaff } from '../session.ts';

interface NavItem {
  path: string;
  label: AdminKey;
  icon: React.ReactNode;
  role?: StaffRole;
}

export const NAV: NavItem[] = [
  { path: '/admin', label: 'layout.dashboard', icon: <DashboardOutlined /> },
  { path: '/admin/goods', label: 'layout.goods', icon: <ShoppingOutlined /> },
  { path: '/admin/groups', label: 'layout.groups', icon: <UnorderedListOutlined /> },
  { path: '/admin/search', label: 'layout.search', icon: <SearchOutlined /> },
  { path: '/admin/orders', label: 'layout.orders', icon: <ShopOutlined /> },
  { path: '/admin/after-sales', label: 'layout.afterSales', icon: <CustomerServiceOutlined /> },
  { path: '/admin/customers', label: 'layout.customers', icon: <UserOutlined /> },
  { path: '/admin/coupons', label: 'layout.coupons', icon: <GiftOutlined /> },
  { path: '/admin/shipping', label: 'layout.shipping', icon: <CarOutlined /> },
  { path: '/admin/currencies', label: 'layout.currencies', icon: <DollarOutlined />, role: 'owner' },
  { path: '/admin/taxes', label: 'layout.taxes', icon: <GlobalOutlined />, role: 'owner' },
  { path: '/admin/settings', label: 'layout.settings', icon: <SettingOutlined />, role: 'owner' },
  { path: '/admin/team', label: 'layout.team', icon: <TeamOutlined />, role: 'owner' },
  { path: '/admin/audit', label: 'layout.audit', icon: <AuditOutlined />, role: 'owner' },
  { path: '/admin/mail', label: 'layout.mail', icon: <MailOutlined />, role: 'owner' },
];

/** The menu entry a path belongs to (the longest matching prefix). */
function activeKey(pathname: string): string {
  let best = '/admin';
  for (const item of NAV) {
    if ((pathname === item.path || pathname.startsWith(`${item.path}/`)) && item.path.length > best.length) {
      best = item.path;
    }
  }
  return best;
}

export function AdminLayout() {
  const t = useT();
  const me = useStaff();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const phone = !screens.lg;
  const [drawer, setDrawer] = useState(false);

  const items: MenuProps['items'] = NAV.filter((i) => !i.role || me.role === 'owner').map((i) => ({
    key: i.path,
    icon: i.icon,
    label: t(i.label),
  }));
  const menu = (
    <Menu
      mode="inline"
      theme="dark"
      selectedKeys={[activeKey(pathname)]}
      items={items}
      onClick={({ key }) => {
        setDrawer(false);
        navigate(key);
      }}
    />
  );

  async function logout() {
    await api.post('/admin/logout').catch(() => undefined);
    window.location.assign('/admin/login');
  }

  return (
    <Layout hasSider style={{ minHeight: '100vh' }}>
      {!phone && (
        // The dark column runs the page's full height; the menu in it stays in view.
        <div style={{ background: '#001529', flex: '0 0 208px' }}>
          <Layout.Sider width={208} style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
            <Brand />
            <nav aria-label={t('layout.menu')}>{menu}</nav>
          </Layout.Sider>
        </div>
      )}
      {phone && (
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          placement="left"
          size={240}
          styles={{ body: { padding: 0, background: '#001529' }, header: { display: 'none' } }}
        >
          <Brand />
          <nav aria-label={t('layout.menu')}>{menu}</nav>
        </Drawer>
      )}
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          {phone && (
            <Button type="text" icon={<MenuOutlined />} aria-label={t('layout.menu')} onClick={() => setDrawer(true)} />
          )}
          <div style={{ flex: 1 }} />
          <LanguageSwitch />
          <Button type="link" href="/" target="_blank" style={{ paddingInline: 4 }}>
            {t('layout.storefront')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') }],
              onClick: () => void logout(),
            }}
          >
            <Button type="text" icon={<UserOutlined />}>
              {!phone && (
                <span>
                  {me.name || me.email} · {t(me.role === 'owner' ? 'layout.roleOwner' : 'layout.roleOperator')}
                </span>
              )}
            </Button>
          </Dropdown>
        </Layout.Header>
        {/* Ant Design renders Layout.Content as the page's <main>. */}
        <Layout.Content style={{ padding: phone ? 12 : 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function Brand() {
  const t = useT();
  return (
    <Flex align="center" gap={8} style={{ height: 64, paddingInline: 20 }}>
      <TagsOutlined style={{ color: '#fff', fontSize: 20 }} />
      <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
        {t('common.appName')}
      </Typography.Text>
    </Flex>
  );
}
