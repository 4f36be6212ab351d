// The admin app: Ant Design in the staff's language, its message API wired to the API
// client's error hook, and the router.
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { notify } from './api.ts';
import { AdminLocaleProvider, useAdminLocale } from './i18n/index.tsx';
import { routes } from './routes.tsx';

function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    notify.error = (text) => void message.error(text);
    notify.success = (text) => void message.success(text);
  }, [message]);
  return null;
}

function Themed() {
  const { locale } = useAdminLocale();
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => {
    document.documentElement.lang = locale === 'en' ? 'en' : 'zh-CN';
  }, [locale]);
  return (
    <ConfigProvider
      locale={locale === 'en' ? enUS : zhCN}
      theme={{ token: { colorPrimary: '#d4380d', borderRadius: 6 } }}
    >
      <AntApp>
        <MessageBridge />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <AdminLocaleProvider>
      <Themed />
    </AdminLocaleProvider>
  );
}
