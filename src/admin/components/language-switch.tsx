// The admin language switch (zh-cn / en), shown in the top bar and on the sign-in page.
import { Segmented } from 'antd';
import { useAdminLocale, useT } from '../i18n/index.tsx';

export function LanguageSwitch() {
  const t = useT();
  const { locale, setLocale } = useAdminLocale();
  return (
    <Segmented
      size="small"
      aria-label={t('layout.language')}
      value={locale}
      onChange={(v) => setLocale(v as typeof locale)}
      options={[
        { value: 'zh-cn', label: '中文' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
