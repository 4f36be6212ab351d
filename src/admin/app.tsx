// The admin app: Ant Design in the staff's language, its message API wired to the API
// client's error hook, and the router.
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LANGUAGE_TAG } from '../domain/i18n/locale.ts';
import { notify } from './api.ts';
import { AdminLocaleProvider, useAdminLocale } from './i18n/index.tsx';
import { routes } from './routes.tsx';

/**
 * Text dark enough to read everywhere (WCAG AA 4.5:1 on white): Ant Design's defaults
 * for secondary text (45 % black), placeholders (25 %), links and the error red
 * (#ff4d4f) are below it.
 */
const THEME = {
  token: {
    colorPrimary: '#c2410c',
    colorLink: '#1d4ed8',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    borderRadius: 6,
  },
};

function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    notify.error = (text) => void message.error(text);
    notify.success = (text) => void message.success(text);
  }, [message]);
  return null;
}

/** antd's own texts (pickers, pagination, empty states) in the interface language. */
const ANTD_LOCALE = { 'zh-cn': zhCN, en: enUS } as const;

function Themed() {
  const { locale } = useAdminLocale();
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAG[locale];
  }, [locale]);
  return (
    <ConfigProvider
      locale={ANTD_LOCALE[locale]}
      theme={THEME}
      // Buttons read exactly as labelled ("发货", not "发 货") for screen readers and tests.
      button={{ autoInsertSpace: false }}
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
