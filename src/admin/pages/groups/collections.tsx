// The home collections in order (up / down), each opening onto its goods; create, edit
// and delete (a collection's goods stay in the shop, they only leave the collection).
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminGroupView } from '../../../domain/admin/groups.ts';
import { GROUP_TYPE } from '../../../domain/catalog/catalog.ts';
import { pickText } from '../../../domain/i18n/locale.ts';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { CollectionGoods } from './collection-goods.tsx';
import { GroupForm, type GroupFormTarget } from './group-form.tsx';
import {
  GroupPhoneCell,
  MoveButtons,
  moveInLevel,
  NameCell,
  RowAction,
  useDeleteGroup,
  useGroups,
  VisibleTag,
} from './shared.tsx';

export function CollectionsTab() {
  const t = useT();
  const { locale } = useAdminLocale();
  const phone = !Grid.useBreakpoint().md;
  const { groups, loading, reload } = useGroups(GROUP_TYPE.collection);
  const deleteGroup = useDeleteGroup(reload);
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

  const remove = (g: AdminGroupView) =>
    deleteGroup(g, t('groups.deleteCollectionConfirm', { name: pickText(g.name, locale) }));

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
        <RowAction
          title={t('common.edit')}
          label={label}
          icon={<EditOutlined />}
          onClick={() => setTarget({ mode: 'edit', group: g })}
        />
        <RowAction
          title={t('common.delete')}
          label={label}
          danger
          icon={<DeleteOutlined />}
          onClick={() => remove(g)}
        />
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
      render: (_, g) => <VisibleTag visible={g.visible} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_, g, index) => actions(g, index),
    },
  ];

  const narrow: TableColumnsType<AdminGroupView> = [
    {
      title: t('groups.name'),
      key: 'name',
      render: (_, g, index) => <GroupPhoneCell group={g} actions={actions(g, index)} />,
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
