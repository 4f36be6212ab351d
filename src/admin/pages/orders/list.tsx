// Orders: filter by status (one or several), created date range, customer (email part
// or user id) and order number (or its first digits), all kept in the URL; newest
// first; the CSV export downloads the same filters (GET /v1/admin/orders/export.csv).
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Flex, Form, Image, Input, Select, type TableColumnsType, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AdminOrderListItem } from '../../../domain/admin/orders.ts';
import { AdminListTable } from '../../components/admin-list-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { currentLocale, useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { type Filters, useAdminList } from '../../lib/use-admin-list.ts';
import { OrderStatusTag, orderStatusOptions } from './status.tsx';

interface FilterForm {
  status?: string[];
  range?: [Dayjs | null, Dayjs | null] | null;
  customer?: string;
  order_no?: string;
}

/** The form's values as URL filters: days become [start of first day, start of the day after the last). */
function toFilters(v: FilterForm): Filters {
  const [from, to] = v.range ?? [];
  return {
    status: v.status?.length ? v.status.join(',') : undefined,
    from: from ? from.startOf('day').toISOString() : undefined,
    to: to ? to.add(1, 'day').startOf('day').toISOString() : undefined,
    customer: v.customer?.trim() || undefined,
    order_no: v.order_no?.trim() || undefined,
  };
}

function toForm(f: Filters): FilterForm {
  return {
    status: f.status ? f.status.split(',') : [],
    range: f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to).subtract(1, 'day') : null] : null,
    customer: f.customer ?? '',
    order_no: f.order_no ?? '',
  };
}

/** Downloads the CSV of the current filters and tells when the export was capped. */
async function downloadCsv(filters: Filters): Promise<{ rows: number; truncated: boolean }> {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v && k !== 'page' && k !== 'page_size') q.set(k, v);
  const res = await fetch(`/v1/admin/orders/export.csv?${q}`, {
    credentials: 'include',
    headers: { lang: currentLocale() },
  });
  if (!res.ok || !res.headers.get('content-type')?.startsWith('text/csv')) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || `HTTP ${res.status}`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return {
    rows: Number(res.headers.get('x-export-rows') ?? 0),
    truncated: res.headers.get('x-export-truncated') === '1',
  };
}

export default function OrdersList() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { message } = App.useApp();
  const list = useAdminList('/admin/orders');
  const { filters, setFilters } = list;
  const [form] = Form.useForm<FilterForm>();
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    form.setFieldsValue(toForm(filters));
  }, [filters, form]);

  async function exportCsv() {
    setExporting(true);
    try {
      const out = await downloadCsv(filters);
      if (out.truncated) message.warning(t('orders.exportTruncated', { n: out.rows }), 8);
      else message.success(t('orders.exportDone', { n: out.rows }));
    } catch (e) {
      message.error(`${t('orders.exportFailed')}: ${e instanceof Error ? e.message : ''}`);
    } finally {
      setExporting(false);
    }
  }

  const columns: TableColumnsType<AdminOrderListItem> = [
    {
      title: t('orders.orderNo'),
      key: 'order',
      render: (_, o) => (
        <Flex gap={8} align="center">
          {o.image ? (
            <Image
              src={o.image}
              alt=""
              width={40}
              height={40}
              preview={false}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : null}
          <Flex vertical style={{ minWidth: 0 }}>
            <Link to={`/admin/orders/${o.id}`}>{o.order_no}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dateTime(o.created_at, locale)}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('orders.customer'),
      key: 'customer',
      responsive: ['md'],
      render: (_, o) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Link to={`/admin/customers/${o.user_id}`}>{o.customer_email}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[o.contact, o.country].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('orders.lines'),
      key: 'lines',
      responsive: ['lg'],
      render: (_, o) => t('orders.linesCount', { lines: o.line_count, items: o.item_count }),
    },
    {
      title: t('orders.total'),
      key: 'total',
      align: 'right',
      render: (_, o) => money(o.total_paid, o.currency),
    },
    {
      title: t('common.status'),
      key: 'status',
      render: (_, o) => <OrderStatusTag status={o.status} name={o.status_name} />,
    },
    {
      title: t('orders.paid'),
      dataIndex: 'paid_at',
      responsive: ['xl'],
      render: (v: string | null) => dateTime(v, locale),
    },
    {
      title: t('orders.shipped'),
      dataIndex: 'shipped_at',
      responsive: ['xl'],
      render: (v: string | null) => dateTime(v, locale),
    },
  ];

  const filtered = ['status', 'from', 'to', 'customer', 'order_no'].some((k) => filters[k]);

  return (
    <>
      <PageHeader
        title={t('orders.title')}
        extra={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv}>
            {t('common.exportCsv')}
          </Button>
        }
      />
      <FilterBar form={form} onFinish={(v) => setFilters(toFilters(v))}>
        <Form.Item name="status" label={t('orders.statusFilter')} style={{ minWidth: 240, flex: '1 1 240px' }}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={t('orders.statusPlaceholder')}
            options={orderStatusOptions(locale)}
            onChange={() => form.submit()}
          />
        </Form.Item>
        <Form.Item name="range" label={t('common.dateRange')} style={{ flex: '0 1 auto' }}>
          <DatePicker.RangePicker allowEmpty={[true, true]} onChange={() => form.submit()} style={{ maxWidth: 280 }} />
        </Form.Item>
        <Form.Item name="customer" label={t('orders.customer')} style={{ minWidth: 200, flex: '1 1 200px' }}>
          <Input
            allowClear
            maxLength={100}
            placeholder={t('orders.customerPlaceholder')}
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
        <Form.Item name="order_no" label={t('orders.orderNo')} style={{ minWidth: 200, flex: '1 1 200px' }}>
          <Input
            allowClear
            maxLength={32}
            inputMode="numeric"
            placeholder={t('orders.orderNoPlaceholder')}
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
            {filtered && <Button onClick={() => setFilters({})}>{t('common.reset')}</Button>}
          </Flex>
        </Form.Item>
      </FilterBar>
      <AdminListTable<AdminOrderListItem> list={list} size="middle" columns={columns} />
    </>
  );
}
