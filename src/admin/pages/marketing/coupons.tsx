// Coupons: search and status filter, a table with the discount, minimum spend,
// validity and uses against the limit, and create / edit in a dialog; disable and
// enable, and delete while no order has used the coupon (/v1/admin/coupons).
// `?new=1` opens the dialog for a new coupon.
import { PlusOutlined } from '@ant-design/icons';
import { App, Badge, Button, Flex, Form, Select, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminPage } from '../../../domain/admin/admin.ts';
import { COUPON_FILTERS, COUPON_KIND, type CouponState, type CouponView } from '../../../domain/admin/marketing.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { pickText } from '../../../domain/i18n/locale.ts';
import { api, notify } from '../../api.ts';
import { AdminListTable } from '../../components/admin-list-table.tsx';
import { FilterBar, ResetFilters, SearchFilter } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { CouponFormModal } from './coupon-form.tsx';

const STATE_BADGES: Record<CouponState, 'success' | 'processing' | 'default' | 'warning' | 'error'> = {
  active: 'success',
  scheduled: 'processing',
  expired: 'default',
  exhausted: 'warning',
  disabled: 'error',
};

export default function CouponsPage() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const list = useAdminList('/admin/coupons');
  const { data, filters, setFilters, reload } = list;
  const currency = (data as (AdminPage<CouponView> & { currency?: string }) | undefined)?.currency ?? 'CNY';
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<CouponView | null>(null);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ q?: string; status?: string }>();

  useEffect(() => {
    form.setFieldsValue({ q: filters.q ?? '', status: filters.status ?? '' });
  }, [filters.q, filters.status, form]);

  // A link to ?new=1 opens the dialog; the parameter leaves the URL so a reload does not reopen it.
  useEffect(() => {
    if (params.get('new') !== '1') return;
    setEditing(null);
    setOpen(true);
    const next = new URLSearchParams(params);
    next.delete('new');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const create = () => {
    setEditing(null);
    setOpen(true);
  };

  function setEnabled(c: CouponView, enabled: boolean) {
    const run = async () => {
      await api.put(routePath(`/admin/coupons/:id/${enabled ? 'enable' : 'disable'}`, { id: c.id }));
      notify.success(t('common.saved'));
      reload();
    };
    if (enabled) return void run();
    modal.confirm({
      title: t('marketing.disableCouponTitle', { code: c.code }),
      content: t('marketing.disableCouponBody'),
      okText: t('marketing.disable'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: run,
    });
  }

  function remove(c: CouponView) {
    modal.confirm({
      title: t('marketing.deleteCouponTitle', { code: c.code }),
      content: t('marketing.deleteCouponBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      async onOk() {
        await api.del(routePath('/admin/coupons/:id', { id: c.id }));
        notify.success(t('common.deleted'));
        reload();
      },
    });
  }

  const columns: TableColumnsType<CouponView> = [
    {
      title: t('marketing.code'),
      dataIndex: 'code',
      render: (code: string, c) => (
        <Flex vertical style={{ maxWidth: 260 }}>
          <Typography.Text strong copyable={{ text: code }}>
            {code}
          </Typography.Text>
          {pickText(c.description, locale) && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
              {pickText(c.description, locale)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('marketing.value'),
      key: 'value',
      render: (_, c) => (
        <Flex vertical>
          <span>
            {c.kind === COUPON_KIND.percent
              ? t('marketing.percentValue', { value: c.value })
              : t('marketing.valueOff', { value: money(c.value, currency) })}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {c.min_spend > 0
              ? t('marketing.minSpendShort', { amount: money(c.min_spend, currency) })
              : t('marketing.noMinimum')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('marketing.validity'),
      key: 'validity',
      responsive: ['md'],
      render: (_, c) => (
        <Flex vertical style={{ fontSize: 12 }}>
          <span>{dateTime(c.starts_at, locale)}</span>
          <span>– {dateTime(c.ends_at, locale)}</span>
        </Flex>
      ),
    },
    {
      title: t('marketing.usage'),
      key: 'usage',
      align: 'right',
      render: (_, c) => (
        <Flex vertical align="end">
          <span>
            {c.used} / {c.total_limit ?? '∞'}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('marketing.perCustomerLimit')}: {c.per_customer_limit ?? t('marketing.unlimited')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'state',
      render: (s: CouponState) => <Badge status={STATE_BADGES[s]} text={t(`marketing.state_${s}`)} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, c) => {
        const deletable = c.used === 0 && c.order_count === 0;
        return (
          <Flex gap={4} wrap>
            <Button
              size="small"
              type="link"
              aria-label={`${t('common.edit')} ${c.code}`}
              onClick={() => {
                setEditing(c);
                setOpen(true);
              }}
            >
              {t('common.edit')}
            </Button>
            <Button
              size="small"
              type="link"
              aria-label={`${c.enabled ? t('marketing.disable') : t('marketing.enable')} ${c.code}`}
              onClick={() => setEnabled(c, !c.enabled)}
            >
              {c.enabled ? t('marketing.disable') : t('marketing.enable')}
            </Button>
            <Tooltip title={deletable ? undefined : t('marketing.cannotDelete')}>
              <Button
                size="small"
                type="link"
                danger
                disabled={!deletable}
                aria-label={`${t('common.delete')} ${c.code}`}
                onClick={() => remove(c)}
              >
                {t('common.delete')}
              </Button>
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('marketing.couponsTitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={create}>
            {t('marketing.newCoupon')}
          </Button>
        }
      />
      <FilterBar form={form} onFinish={(v) => setFilters({ q: v.q?.trim(), status: v.status || undefined })}>
        <SearchFilter
          name="q"
          label={t('marketing.searchLabel')}
          placeholder={t('marketing.searchPlaceholder')}
          minWidth={240}
        />
        <Form.Item name="status" label={t('marketing.statusFilter')}>
          <Select
            style={{ width: 140 }}
            onChange={() => form.submit()}
            options={[
              { value: '', label: t('common.all') },
              ...COUPON_FILTERS.map((f) => ({ value: f, label: t(`marketing.state_${f}`) })),
            ]}
          />
        </Form.Item>
        <ResetFilters shown={Boolean(filters.q || filters.status)} onReset={() => setFilters({})} />
      </FilterBar>
      <AdminListTable<CouponView> list={list} size="middle" columns={columns} />
      <CouponFormModal
        open={open}
        coupon={editing}
        currency={currency}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          reload();
        }}
      />
    </>
  );
}
