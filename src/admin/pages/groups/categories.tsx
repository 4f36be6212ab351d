// The category tree: every level in order with up / down buttons, sub-categories added
// in place, edit and delete (the server refuses a category still in use, and says why).
import { DeleteOutlined, EditOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type AdminGroupView, MAX_CATEGORY_DEPTH } from '../../../domain/admin/groups.ts';
import { GROUP_TYPE } from '../../../domain/catalog/catalog.ts';
import { localizePath, pickText } from '../../../domain/i18n/locale.ts';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
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

type Row = AdminGroupView & { siblings: AdminGroupView[]; index: number };

/** Rows for the tree table: each knows its level; leaves have no `children` (no expand icon). */
function rowsOf(nodes: AdminGroupView[]): Row[] {
  return nodes.map((g, index) => {
    const children = g.children?.length ? rowsOf(g.children) : undefined;
    const { children: _c, ...rest } = g;
    return { ...rest, siblings: nodes, index, ...(children ? { children } : {}) };
  });
}

const allIds = (nodes: AdminGroupView[]): number[] => nodes.flatMap((g) => [g.id, ...allIds(g.children ?? [])]);

export function CategoriesTab() {
  const t = useT();
  const { locale } = useAdminLocale();
  const phone = !Grid.useBreakpoint().md;
  const { groups, loading, reload } = useGroups(GROUP_TYPE.category);
  const deleteGroup = useDeleteGroup(reload);
  const [target, setTarget] = useState<GroupFormTarget | null>(null);
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);

  // Open every level the first time the tree arrives.
  useEffect(() => {
    if (expanded === null && groups.length) setExpanded(allIds(groups));
  }, [groups, expanded]);

  async function move(row: Row, by: -1 | 1) {
    try {
      await moveInLevel(GROUP_TYPE.category, row.parent_id, row.siblings, row.index, by, t('common.saved'));
    } catch {
      // Shown by the API client.
    }
    await reload();
  }

  const remove = (row: Row) =>
    deleteGroup(row, t('groups.deleteCategoryConfirm', { name: pickText(row.name, locale) }));

  const actions = (g: Row) => {
    const label = pickText(g.name, locale);
    return (
      <Flex gap={2} wrap={false}>
        <MoveButtons
          label={label}
          first={g.index === 0}
          last={g.index === g.siblings.length - 1}
          onMove={(by) => void move(g, by)}
        />
        <RowAction
          title={t('groups.addChild')}
          label={label}
          icon={<PlusOutlined />}
          disabled={g.depth >= MAX_CATEGORY_DEPTH}
          onClick={() => setTarget({ mode: 'create', type: GROUP_TYPE.category, parentId: g.id })}
        />
        <RowAction
          title={t('common.edit')}
          label={label}
          icon={<EditOutlined />}
          onClick={() => setTarget({ mode: 'edit', group: g })}
        />
        <RowAction
          title={t('groups.viewOnStore')}
          label={label}
          icon={<ExportOutlined />}
          href={localizePath(`/product/cate/${g.id}`, locale)}
          target="_blank"
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

  const wide: TableColumnsType<Row> = [
    {
      title: t('groups.name'),
      key: 'name',
      render: (_, g) => <NameCell name={g.name} image={g.image} />,
    },
    {
      title: t('groups.goodsCount'),
      dataIndex: 'goods_count',
      width: 90,
      align: 'right',
    },
    {
      title: t('common.status'),
      key: 'visible',
      width: 90,
      render: (_, g) => <VisibleTag visible={g.visible} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 250,
      render: (_, g) => actions(g),
    },
  ];

  const narrow: TableColumnsType<Row> = [
    { title: t('groups.name'), key: 'name', render: (_, g) => <GroupPhoneCell group={g} actions={actions(g)} /> },
  ];

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
          {t('groups.categoriesHint', { max: MAX_CATEGORY_DEPTH })}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setTarget({ mode: 'create', type: GROUP_TYPE.category, parentId: null })}
        >
          {t('groups.newCategory')}
        </Button>
      </Flex>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={phone ? narrow : wide}
        dataSource={rowsOf(groups)}
        showHeader={!phone}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('groups.emptyCategories') }}
        expandable={{
          expandedRowKeys: expanded ?? [],
          onExpandedRowsChange: (keys) => setExpanded(keys),
        }}
      />
      <GroupForm
        target={target}
        categories={groups}
        onClose={() => setTarget(null)}
        onSaved={() => {
          const parent = target?.mode === 'create' ? target.parentId : null;
          setTarget(null);
          if (parent !== null && expanded) setExpanded([...expanded, parent]);
          void reload();
        }}
      />
    </>
  );
}
