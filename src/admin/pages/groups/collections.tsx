// The home collections in order (up / down), each opening onto its goods; create, edit
// and delete (a collection's goods stay in the shop, they only leave the collection).
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Grid, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminGroupView } from '../../../domain/admin-groups.ts';
import { GROUP_TYPE } from '../../../domain/catalog.ts';
import { pickText } from '../../../domain/locale.ts';
import { api, notify } from '../../api.ts';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { CollectionGoods } from './collection-goods.tsx';
import { GroupForm, type GroupFormTarget } from './group-form.tsx';
import { MoveButtons, moveInLevel, NameCell, useGroups } from './shared.tsx';

export function CollectionsTab() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const phone = !Grid.useBreakpoint().md;
  const { groups, loading, reload } = useGroups(GROUP_TYPE.collection);
  const [target, setTarget] = useState<GroupFormTarget | null>(null);
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);

  // The first collection opens on its goods.
  useEffect(() => {
    if (expanded === null && groups.length) setExpanded([groups[0]!.id]);
  }, [groups, expanded]);

  async function move(index: number, by: -1 | 1) {
    try {
      await moveInLevel(GROUP_TYPE.collection, null, groups, index, by, t('common.saved'));
    } catch {
      // Shown by the API client.
    }
    await reload();
  }

  function remove(g: AdminGroupView) {
    modal.confirm({
      title: t('groups.deleteCollectionConfirm', { name: pickText(g.name, locale) }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await api.del(`/admin/groups/${g.id}`);
          notify.success(t('common.deleted'));
          await reload();
        } catch {
          // Shown by the API client.
        }
      },
    });
  }

  const actions = (g: AdminGroupView, index: number) => {
    const label = pickText(g.name, locale);
    return (
      <Flex gap={2} wrap={false}>
        <MoveButtons
          label={label}
          first={index === 0}
          last={index === groups.length - 1}
          onMove={(by) => void move(index, by)}
        />
        <Tooltip title={t('common.edit')}>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('common.edit')}: ${label}`}
            onClick={() => setTarget({ mode: 'edit', group: g })}
          />
        </Tooltip>
        <Tooltip title={t('common.delete')}>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('common.delete')}: ${label}`}
            onClick={() => remove(g)}
          />
        </Tooltip>
      </Flex>
    );
  };

  const wide: TableColumnsType<AdminGroupView> = [
    {
      title: t('groups.name'),
      key: 'name',
      render: (_, g) => (
        <Flex vertical gap={2}>
          <NameCell name={g.name} image={g.image} />
          {pickText(g.description, locale) && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 420 }}>
              {pickText(g.description, locale)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t('groups.goodsCount'), dataIndex: 'goods_count', width: 90, align: 'right' },
    {
      title: t('common.status'),
      key: 'visible',
      width: 90,
      render: (_, g) => (g.visible ? <Tag color="green">{t('groups.shown')}</Tag> : <Tag>{t('groups.hidden')}</Tag>),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_, g, index) => actions(g, index),
    },
  ];

  // Phones: one column, the state and the buttons under the name (no sideways scrolling).
  const narrow: TableColumnsType<AdminGroupView> = [
    {
      title: t('groups.name'),
      key: 'name',
      render: (_, g, index) => (
        <Flex vertical gap={6}>
          <NameCell name={g.name} image={g.image} />
          <Flex align="center" gap={8} wrap>
            {g.visible ? <Tag color="green">{t('groups.shown')}</Tag> : <Tag>{t('groups.hidden')}</Tag>}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('groups.goodsCount')} {g.goods_count}
            </Typography.Text>
          </Flex>
          {actions(g, index)}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
          {t('groups.collectionsHint')}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setTarget({ mode: 'create', type: GROUP_TYPE.collection, parentId: null })}
        >
          {t('groups.newCollection')}
        </Button>
      </Flex>
      <Table<AdminGroupView>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={phone ? narrow : wide}
        showHeader={!phone}
        dataSource={groups}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('groups.emptyCollections') }}
        expandable={{
          expandedRowKeys: expanded ?? [],
          onExpandedRowsChange: (keys) => setExpanded(keys),
          expandedRowRender: (g) => <CollectionGoods group={g} onChanged={() => void reload()} />,
        }}
      />
      <GroupForm
        target={target}
        categories={[]}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void reload();
        }}
      />
    </>
  );
}
