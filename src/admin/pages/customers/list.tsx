// Customers: search by email, username, mobile or id, filter by account status, and a
// table with orders, money spent and last sign-in (GET /v1/admin/customers).
import { Avatar, Badge, Flex, Form, Select, type TableColumnsType, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { CustomerRow } from '../../../domain/admin/customers.ts';
import { AdminListTable } from '../../components/admin-list-table.tsx';
import { FilterBar, ResetFilters, SearchFilter } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime } from '../../lib/format.ts';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { SpentAmounts } from './spent.tsx';

export default function CustomersList() {
  const t = useT();
  const { locale } = useAdminLocale();
  const list = useAdminList('/admin/customers');
  const { filters, setFilters } = list;
  const [form] = Form.useForm<{ q?: string; disabled?: string }>();

  useEffect(() => {
    form.setFieldsValue({ q: filters.q ?? '', disabled: filters.disabled ?? '' });
  }, [filters.q, filters.disabled, form]);

  const columns: TableColumnsType<CustomerRow> = [
    {
      title: t('customers.customer'),
      key: 'customer',
      render: (_, c) => (
        <Flex gap={8} align="center">
          <Avatar src={c.avatar || undefined} alt="">
            {(c.username || c.email).slice(0, 1).toUpperCase()}
          </Avatar>
          <Flex vertical style={{ minWidth: 0 }}>
            <Link to={`/admin/customers/${c.id}`}>{c.username || c.email}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
              {c.email}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { title: t('customers.mobile'), dataIndex: 'mobile', responsive: ['md'], render: (m: string) => m || '—' },
    {
      title: t('customers.orders'),
      dataIndex: 'order_count',
      align: 'right',
      responsive: ['sm'],
    },
    {
      title: t('customers.spent'),
      key: 'spent',
      align: 'right',
      render: (_, c) => <SpentAmounts spent={c.spent} />,
    },
    {
      title: t('customers.lastLogin'),
      dataIndex: 'last_login_at',
      responsive: ['lg'],
      render: (v: string | null) => (v ? dateTime(v, locale) : t('customers.never')),
    },
    {
      title: t('customers.registered'),
      dataIndex: 'created_at',
      responsive: ['xl'],
      render: (v: string) => dateTime(v, locale),
    },
    {
      title: t('common.status'),
      dataIndex: 'disabled',
      render: (disabled: boolean) => (
        <Badge
          status={disabled ? 'error' : 'success'}
          text={disabled ? t('customers.statusDisabled') : t('customers.statusActive')}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('customers.title')} />
      <FilterBar form={form} onFinish={(v) => setFilters({ q: v.q?.trim(), disabled: v.disabled || undefined })}>
        <SearchFilter
          name="q"
          label={t('customers.searchLabel')}
          placeholder={t('customers.searchPlaceholder')}
          minWidth={260}
        />
        <Form.Item name="disabled" label={t('customers.statusFilter')}>
          <Select
            style={{ width: 140 }}
            onChange={() => form.submit()}
            options={[
              { value: '', label: t('common.all') },
              { value: 'false', label: t('customers.statusActive') },
              { value: 'true', label: t('customers.statusDisabled') },
            ]}
          />
        </Form.Item>
        <ResetFilters shown={Boolean(filters.q || filters.disabled)} onReset={() => setFilters({})} />
      </FilterBar>
      <AdminListTable<CustomerRow> list={list} size="middle" columns={columns} />
    </>
  );
}
