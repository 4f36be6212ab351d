// The after-sale queue (GET /v1/admin/after-sales): pending requests first, then newest
// first; filter by status and type (kept in the URL).
import { Flex, Form, Select, type TableColumnsType, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { AdminAfterSaleView } from '../../../domain/admin/orders.ts';
import { AdminListTable } from '../../components/admin-list-table.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { type AdminKey, useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { OrderStatusTag } from '../orders/status.tsx';
import { AfterSaleStatusTag, AfterSaleTypeTag } from './status.tsx';

export default function AfterSalesList() {
  const t = useT();
  const { locale } = useAdminLocale();
  const list = useAdminList('/admin/after-sales');
  const { filters, setFilters } = list;
  const [form] = Form.useForm<{ status: string; type: string }>();

  useEffect(() => {
    form.setFieldsValue({ status: filters.status ?? '', type: filters.type ?? '' });
  }, [filters.status, filters.type, form]);

  const columns: TableColumnsType<AdminAfterSaleView> = [
    {
      title: t('afterSales.request'),
      key: 'request',
      render: (_, r) => (
        <Flex vertical>
          <Link to={`/admin/after-sales/${r.id}`}>#{r.id}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {dateTime(r.created_at, locale)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('afterSales.type'), key: 'type', render: (_, r) => <AfterSaleTypeTag type={r.type} t={t} /> },
    {
      title: t('common.status'),
      key: 'status',
      render: (_, r) => <AfterSaleStatusTag status={r.status} result={r.result} resultName={r.result_name} t={t} />,
    },
    {
      title: t('afterSales.order'),
      key: 'order',
      responsive: ['md'],
      render: (_, r) => (
        <Flex vertical align="start" gap={4}>
          <Link to={`/admin/orders/${r.order_id}`}>{r.order_no}</Link>
          <OrderStatusTag status={r.order_status} name={r.order_status_name} />
        </Flex>
      ),
    },
    {
      title: t('afterSales.customer'),
      key: 'customer',
      responsive: ['lg'],
      render: (_, r) => <Link to={`/admin/customers/${r.user_id}`}>{r.customer_email}</Link>,
    },
    {
      title: t('afterSales.reason'),
      dataIndex: 'reason_name',
      responsive: ['xl'],
    },
    {
      title: t('afterSales.refundAmount'),
      key: 'refund',
      align: 'right',
      responsive: ['sm'],
      render: (_, r) => (r.type === 30 ? '—' : money(r.refund_amount, r.currency)),
    },
  ];

  return (
    <>
      <PageHeader title={t('afterSales.title')} />
      <FilterBar
        form={form}
        onValuesChange={(_, v) => setFilters({ status: v.status || undefined, type: v.type || undefined })}
      >
        <Form.Item name="status" label={t('afterSales.statusFilter')}>
          <Select
            style={{ width: 170 }}
            options={[
              { value: '', label: t('common.all') },
              ...[1, 3, 4, 2].map((s) => ({ value: String(s), label: t(`afterSales.status${s}` as AdminKey) })),
            ]}
          />
        </Form.Item>
        <Form.Item name="type" label={t('afterSales.typeFilter')}>
          <Select
            style={{ width: 170 }}
            options={[
              { value: '', label: t('common.all') },
              ...[10, 20, 30].map((s) => ({ value: String(s), label: t(`afterSales.type${s}` as AdminKey) })),
            ]}
          />
        </Form.Item>
      </FilterBar>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('afterSales.pendingFirst')}
      </Typography.Paragraph>
      <AdminListTable<AdminAfterSaleView> list={list} size="middle" columns={columns} />
    </>
  );
}
