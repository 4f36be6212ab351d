// Currencies and rates (issue #21, owners): the currencies shoppers may switch to, each
// with its rate per unit of the shop currency (typed, or following the ECB's daily
// reference rates), rounding rule (step in minor units and an optional charm ending),
// enabled flag and place in the switch; the feed can be read now.
import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Badge,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Switch,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { routePath } from '../../../domain/api/paths.ts';
import { convertMinor, parseRate } from '../../../domain/money/currency.ts';
import type { AdminCurrencies, AdminCurrency } from '../../../domain/money/currency-schemas.ts';
import { isIsoCurrency } from '../../../domain/money/money.ts';
import { api, notify } from '../../api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime, money } from '../../lib/format.ts';

interface FormValues {
  code: string;
  rate: string;
  rate_source: 'manual' | 'ecb';
  rounding_step: number;
  rounding_ending: string;
  enabled: boolean;
  sort: number;
}

/** 100 units of the shop currency, the example the form converts as the staff types. */
const EXAMPLE = 12_800;

export default function CurrenciesPage() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const [data, setData] = useState<AdminCurrencies | undefined>();
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<AdminCurrency | null>(null);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const watched = Form.useWatch([], form);

  const load = useCallback(() => {
    setLoading(true);
    api
      .get('/admin/currencies')
      .then(setData)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: names come in the staff's language
  useEffect(load, [load, locale]);

  const shop = data?.shop ?? 'CNY';

  function edit(c: AdminCurrency | null) {
    setEditing(c);
    form.resetFields();
    form.setFieldsValue(
      c ?? { code: '', rate: '', rate_source: 'manual', rounding_step: 1, rounding_ending: '', enabled: true, sort: 0 },
    );
    setOpen(true);
  }

  async function save(v: FormValues) {
    setSaving(true);
    try {
      const { code, ...body } = v;
      const answer = await api.put(routePath('/admin/currencies/:code', { code: code.trim().toUpperCase() }), body);
      setData(answer);
      notify.success(t('common.saved'));
      setOpen(false);
    } catch {
      // the API client showed the message
    } finally {
      setSaving(false);
    }
  }

  async function refresh() {
    setRefreshing(true);
    try {
      const r = await api.post('/admin/currencies/refresh');
      setData(r);
      const missing = r.missing.length ? ` ${t('currencies.refreshMissing', { codes: r.missing.join(', ') })}` : '';
      notify.success(`${t('currencies.refreshed', { day: r.day, count: r.updated.length })}${missing}`);
    } catch {
      // the API client showed the message
    } finally {
      setRefreshing(false);
    }
  }

  function remove(c: AdminCurrency) {
    modal.confirm({
      title: t('currencies.deleteTitle', { code: c.code }),
      content: t('currencies.deleteBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      async onOk() {
        setData(await api.del(routePath('/admin/currencies/:code', { code: c.code })));
        notify.success(t('common.deleted'));
      },
    });
  }

  /** What 128.00 of the shop currency becomes with the form's rate and rounding. */
  function example(): string | null {
    const code = watched?.code?.trim().toUpperCase();
    if (!code || !isIsoCurrency(code) || !watched?.rate || parseRate(watched.rate) === null) return null;
    const to = convertMinor(EXAMPLE, {
      from: shop,
      to: code,
      rate: watched.rate,
      rounding: { step: Math.max(1, watched.rounding_step ?? 1), ending: watched.rounding_ending ?? '' },
    });
    return t('currencies.example', { from: money(EXAMPLE, shop), to: money(to, code) });
  }

  const columns: TableColumnsType<AdminCurrency> = [
    {
      title: t('currencies.code'),
      key: 'code',
      render: (_, c) => (
        <Flex vertical>
          <Typography.Text strong>
            {c.code} <Typography.Text type="secondary">{c.symbol}</Typography.Text>
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {c.name}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('currencies.rate', { shop }), dataIndex: 'rate', align: 'right' },
    {
      title: t('currencies.source'),
      dataIndex: 'rate_source',
      responsive: ['md'],
      render: (s: string) => (s === 'ecb' ? t('currencies.sourceEcb') : t('currencies.sourceManual')),
    },
    {
      title: t('currencies.updated'),
      dataIndex: 'rate_updated_at',
      responsive: ['lg'],
      render: (v: string) => dateTime(v, locale),
    },
    {
      title: t('currencies.rounding'),
      key: 'rounding',
      responsive: ['sm'],
      render: (_, c) => `${c.rounding_step}${c.rounding_ending ? ` · …${c.rounding_ending}` : ''}`,
    },
    {
      title: t('currencies.enabled'),
      dataIndex: 'enabled',
      render: (on: boolean) => <Badge status={on ? 'success' : 'default'} text={on ? '✓' : '—'} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, c) => (
        <Flex gap={4} wrap>
          <Button size="small" type="link" aria-label={`${t('currencies.edit')} ${c.code}`} onClick={() => edit(c)}>
            {t('currencies.edit')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            aria-label={`${t('currencies.delete')} ${c.code}`}
            onClick={() => remove(c)}
          >
            {t('currencies.delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  const preview = open ? example() : null;
  return (
    <>
      <PageHeader
        title={t('currencies.title')}
        extra={
          <Flex gap={8} wrap>
            <Button icon={<SyncOutlined />} onClick={refresh} loading={refreshing} disabled={!data?.feed}>
              {t('currencies.refresh')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)} data-testid="currency-add">
              {t('currencies.add')}
            </Button>
          </Flex>
        }
      />
      <Typography.Paragraph type="secondary">{t('currencies.intro', { shop })}</Typography.Paragraph>
      {data && !data.feed && (
        <Alert type="info" showIcon message={t('currencies.feedOff')} style={{ marginBottom: 16 }} />
      )}
      <Table<AdminCurrency>
        rowKey="code"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={open}
        title={editing ? `${t('currencies.edit')} ${editing.code}` : t('currencies.add')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<FormValues> form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="code"
            label={t('currencies.code')}
            rules={[{ required: true, whitespace: true, message: t('currencies.codeRequired') }]}
          >
            <Input maxLength={3} disabled={!!editing} placeholder="USD" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
          <Form.Item
            name="rate"
            label={t('currencies.rate', { shop })}
            extra={t('currencies.rateHelp', { shop })}
            rules={[{ required: true, whitespace: true, message: t('currencies.rateRequired') }]}
          >
            <Input inputMode="decimal" placeholder="0.14" />
          </Form.Item>
          <Form.Item name="rate_source" label={t('currencies.source')}>
            <Select
              options={[
                { value: 'manual', label: t('currencies.sourceManual') },
                { value: 'ecb', label: t('currencies.sourceEcb') },
              ]}
            />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item
              name="rounding_step"
              label={t('currencies.roundingStep')}
              extra={t('currencies.roundingStepHelp')}
              style={{ flex: 1, minWidth: 180 }}
            >
              <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="rounding_ending"
              label={t('currencies.roundingEnding')}
              extra={t('currencies.roundingEndingHelp')}
              style={{ flex: 1, minWidth: 180 }}
            >
              <Input maxLength={6} inputMode="numeric" placeholder="99" />
            </Form.Item>
          </Flex>
          <Flex gap={12} wrap>
            <Form.Item name="enabled" label={t('currencies.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="sort" label={t('currencies.sort')}>
              <InputNumber min={0} max={10_000} precision={0} />
            </Form.Item>
          </Flex>
          {preview && <Alert type="info" message={preview} data-testid="currency-example" />}
        </Form>
      </Modal>
    </>
  );
}
