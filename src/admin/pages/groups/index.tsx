// Groups (issue #7, item 3): the category tree and the home collections, one tab each
// (the tab is kept in the URL: ?tab=collections).
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useT } from '../../i18n/index.tsx';
import { CategoriesTab } from './categories.tsx';
import { CollectionsTab } from './collections.tsx';

export default function GroupsScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'collections' ? 'collections' : 'categories';
  return (
    <>
      <PageHeader title={t('groups.title')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'collections' ? { tab: key } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'categories', label: t('groups.categories'), children: <CategoriesTab /> },
          { key: 'collections', label: t('groups.collections'), children: <CollectionsTab /> },
        ]}
      />
    </>
  );
}
