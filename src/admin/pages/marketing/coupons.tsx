// Admin screen (to be built).
import { PageHeader } from '../../components/page-header.tsx';
import { useT } from '../../i18n/index.tsx';

export default function Screen() {
  const t = useT();
  return <PageHeader title={t('layout.coupons')} />;
}
