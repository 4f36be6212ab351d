// The goods list: search (name in either language, SKU code, number), filters and sort
// kept in the URL, on- and off-shelf goods, the shelf switch in each row, and a bulk
// price / stock editor for the selected goods. On phones price and stock go under the
// name and the less needed columns hide, so the table fits without scrolling.
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Checkbox,
  Flex,
  Grid,
  Image,
  Input,
  Select,
  Space,
  Switch,
  type TableColumnsType,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminGoodRow } from '../../../domain/admin/goods.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { pickText } from '../../../domain/i18n/locale.ts';
import { imageUrl } from '../../../domain/media/images.ts';
import { api, notify } from '../../api.ts';
import { AdminListTable } from '../../components/admin-list-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { type AdminKey, useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { BulkEditModal } from './bulk-modal.tsx';
import { useCategories } from './shared.ts';

const SORTS: [string, AdminKey][] = [
  ['updated_desc', 'goods.sortUpdated'],
  ['created_desc', 'goods.sortCreated'],
  ['sort_desc', 'goods.sortSort'],
  ['price_asc', 'goods.sortPriceAsc'],
  ['price_desc', 'goods.sortPriceDesc'],
  ['stock_asc', 'goods.sortStock'],
  ['sales_desc', 'goods.sortSales'],
];

export default function Page() {
  return <GoodsList />;
}

function GoodsList() {
  const t = useT();
  const { locale } = useAdminLocale();
  const navigate = useNavigate();
  const list = useAdminList('/admin/goods');
  const { filters, setFilters } = list;
  const categories = useCategories(locale, t);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [toggling, setToggling] = useState<number>();
  // Phones: price and stock go under the name, so the shelf switch stays in view.
  const narrow = !Grid.useBreakpoint().sm;

  // The box follows the URL (back and forward, a shared link).
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);

  const set = (patch: Record<string, string | undefined>) => setFilters({ ...filters, ...patch });

  async function toggleShelf(row: AdminGoodRow, on: boolean) {
    setToggling(row.id);
    try {
      await api.put(routePath('/admin/goods/:id/shelf', { id: row.id }), { on_shelf: on });
      notify.success(t(on ? 'goods.shelfOn' : 'goods.shelfOff'));
      list.reload();
    } catch {
      // The API client showed the message.
    } finally {
      setToggling(undefined);
    }
  }

  const priceOf = (row: AdminGoodRow) =>
    row.price_min === row.price_max
      ? money(row.price_min, row.currency)
      : `${money(row.price_min, row.currency)} – ${money(row.price_max, row.currency)}`;
  const lowTag = (row: AdminGoodRow) =>
    row.low_stock_skus > 0 && (
      <Tag style={{ marginInlineEnd: 0, color: '#873800', background: '#fff7e6', borderColor: '#ffd591' }}>
        {t('goods.lowStockTag', { count: row.low_stock_skus })}
      </Tag>
    );

  const columns: TableColumnsType<AdminGoodRow> = [
    {
      title: t('goods.colImage'),
      dataIndex: 'image',
      width: 72,
      render: (url: string, row) =>
        url ? (
          <Image
            src={imageUrl(url, 160)}
            width={48}
            height={48}
            alt={pickText(row.name, locale)}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            preview={{ src: url }}
          />
        ) : (
          <div style={{ width: 48, height: 48, background: '#f5f5f5', borderRadius: 4 }} />
        ),
    },
    {
      title: t('goods.colName'),
      key: 'name',
      render: (_, row) => (
        <Flex vertical gap={2}>
          <Link to={`/admin/goods/${row.id}`}>{pickText(row.name, locale)}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            #{row.id} · {t('goods.skuCount', { count: row.sku_count })}
          </Typography.Text>
          {narrow && (
            <>
              <span>{priceOf(row)}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('goods.colStock')} {row.stock_total}
              </Typography.Text>
              {lowTag(row)}
            </>
          )}
        </Flex>
      ),
    },
    {
      title: t('goods.colCategory'),
      key: 'category',
      responsive: ['md'],
      render: (_, row) =>
        row.category ? (
          pickText(row.category.name, locale)
        ) : (
          <Typography.Text type="secondary">{t('goods.noCategory')}</Typography.Text>
        ),
    },
    {
      title: t('goods.colPrice'),
      key: 'price',
      responsive: ['sm'],
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{priceOf(row)}</span>,
    },
    {
      title: t('goods.colStock'),
      key: 'stock',
      responsive: ['sm'],
      render: (_, row) => (
        <Flex vertical gap={2} align="start">
          <span>{row.stock_total}</span>
          {lowTag(row)}
        </Flex>
      ),
    },
    {
      title: t('goods.colShelf'),
      key: 'on_shelf',
      render: (_, row) => (
        <Switch
          checked={row.on_shelf}
          loading={toggling === row.id}
          aria-label={t('goods.shelfSwitch', { name: pickText(row.name, locale) })}
          onChange={(on) => void toggleShelf(row, on)}
        />
      ),
    },
    {
      title: t('goods.colSales'),
      dataIndex: 'sales',
      responsive: ['lg'],
    },
    {
      title: t('goods.colUpdated'),
      dataIndex: 'updated_at',
      responsive: ['md'],
      render: (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(iso, locale)}</span>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      responsive: ['sm'],
      render: (_, row) => (
        <Button
          type="link"
          icon={<EditOutlined />}
          aria-label={`${t('common.edit')} ${pickText(row.name, locale)}`}
          onClick={() => navigate(`/admin/goods/${row.id}`)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('goods.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/goods/new')}>
            {t('goods.newGood')}
          </Button>
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={t('goods.searchLabel')}
          placeholder={t('goods.searchPlaceholder')}
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
          style={{ width: 260, maxWidth: '100%' }}
        />
        <TreeSelect
          aria-label={t('goods.categoryFilter')}
          placeholder={t('goods.allCategories')}
          allowClear
          treeDefaultExpandAll
          treeData={categories.tree}
          value={filters.category_id ? Number(filters.category_id) : undefined}
          onChange={(v?: number) => set({ category_id: v ? String(v) : undefined })}
          style={{ width: 200, maxWidth: '100%' }}
        />
        <Select
          aria-label={t('goods.shelfFilter')}
          value={filters.on_shelf ?? ''}
          onChange={(v: string) => set({ on_shelf: v || undefined })}
          options={[
            { value: '', label: t('goods.allShelf') },
            { value: 'true', label: t('goods.onShelf') },
            { value: 'false', label: t('goods.offShelf') },
          ]}
          style={{ width: 160 }}
        />
        <Select
          aria-label={t('goods.sortBy')}
          value={filters.sort ?? 'updated_desc'}
          onChange={(v: string) => set({ sort: v === 'updated_desc' ? undefined : v })}
          options={SORTS.map(([value, key]) => ({ value, label: t(key) }))}
          style={{ width: 170 }}
        />
        <Checkbox
          checked={filters.low_stock === 'true'}
          onChange={(e) => set({ low_stock: e.target.checked ? 'true' : undefined })}
          style={{ alignSelf: 'center' }}
        >
          {t('goods.lowStockOnly')}
        </Checkbox>
      </Flex>
      {selected.length > 0 && (
        <Space wrap style={{ marginBottom: 12 }}>
          <Typography.Text>{t('goods.selected', { count: selected.length })}</Typography.Text>
          <Button onClick={() => setBulkOpen(true)}>{t('goods.bulkEdit')}</Button>
          <Button type="link" onClick={() => setSelected([])}>
            {t('common.reset')}
          </Button>
        </Space>
      )}
      <AdminListTable<AdminGoodRow>
        list={list}
        size="middle"
        columns={columns}
        scroll={undefined}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (row) => ({ 'aria-label': pickText(row.name, locale) }) as never,
        }}
      />
      <BulkEditModal
        open={bulkOpen}
        goodIds={selected}
        onClose={() => setBulkOpen(false)}
        onSaved={() => {
          setBulkOpen(false);
          list.reload();
        }}
      />
    </>
  );
}
