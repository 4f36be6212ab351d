// Shipping rules: the default rule (every country without its own) and one rule per
// destination country, with first-item and additional-item fees and a free-shipping
// threshold in the shop currency; create / edit in a dialog with a searchable country
// list in the staff's language; disable, enable and delete (never the default rule).
import { PlusOutlined, WarningOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Badge,
  Button,
  Col,
  Flex,
  Form,
  Modal,
  Row,
  Select,
  Switch,
  Table,
  type TableColumnsType,
  Tooltip,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ShippingRuleInput, ShippingRulesAnswer, ShippingRuleView } from '../../../domain/admin/marketing.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { ApiError, api, notify } from '../../api.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { money } from '../../lib/format.ts';

/** The form's country value: a code, or this marker for the default rule. */
const DEFAULT = '*';

interface FormValues {
  country?: string;
  first_fee?: number | null;
  additional_fee?: number | null;
  free_threshold?: number | null;
  enabled: boolean;
}

export default function ShippingPage() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const [data, setData] = useState<ShippingRulesAnswer | undefined>();
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<ShippingRuleView | null>(null);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const chosen = Form.useWatch('country', form);

  const load = useCallback(() => {
    setLoading(true);
    api
      .get('/admin/shipping-rules')
      .then(setData)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  // The country names come in the staff's language: load again when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale is the reason to reload
  useEffect(load, [load, locale]);

  const currency = data?.currency ?? 'CNY';
  const rules = data?.list ?? [];
  const hasDefault = rules.some((r) => r.country === null);
  const taken = useMemo(() => new Set(rules.map((r) => r.country ?? DEFAULT)), [rules]);
  const shipped = useMemo(() => new Set(data?.countries.filter((c) => c.shipped).map((c) => c.code)), [data]);

  const countryOptions = useMemo(() => {
    const options = (data?.countries ?? []).map((c) => ({
      value: c.code,
      label: `${c.name} (${c.code})`,
      disabled: taken.has(c.code) && c.code !== editing?.country,
      shipped: c.shipped,
    }));
    const group = (isShipped: boolean) => options.filter((o) => o.shipped === isShipped);
    return [
      ...(!hasDefault || editing?.country === null ? [{ value: DEFAULT, label: t('marketing.defaultRule') }] : []),
      { label: t('marketing.shipped'), title: t('marketing.shipped'), options: group(true) },
      { label: t('marketing.otherCountries'), title: t('marketing.otherCountries'), options: group(false) },
    ];
  }, [data, taken, editing, hasDefault, t]);

  function edit(rule: ShippingRuleView | null) {
    setEditing(rule);
    form.resetFields();
    form.setFieldsValue(
      rule
        ? {
            country: rule.country ?? DEFAULT,
            first_fee: rule.first_fee,
            additional_fee: rule.additional_fee,
            free_threshold: rule.free_threshold,
            enabled: rule.enabled,
          }
        : { country: undefined, first_fee: null, additional_fee: 0, free_threshold: null, enabled: true },
    );
    setOpen(true);
  }

  async function save(v: FormValues) {
    const body: ShippingRuleInput = {
      country: !v.country || v.country === DEFAULT ? null : v.country,
      first_fee: v.first_fee ?? 0,
      additional_fee: v.additional_fee ?? 0,
      free_threshold: v.free_threshold ?? null,
      // The default rule is always enabled (checkout needs it).
      enabled: v.country === DEFAULT ? true : v.enabled,
    };
    setSaving(true);
    try {
      if (editing)
        await api.put(routePath('/admin/shipping-rules/:id', { id: editing.id }), { ...body }, { silent: true });
      else await api.post('/admin/shipping-rules', { ...body }, { silent: true });
      notify.success(t('common.saved'));
      setOpen(false);
      load();
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof ApiError && e.code === 409) form.setFields([{ name: 'country', errors: [message] }]);
      else notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  const nameOf = (r: ShippingRuleView) => (r.country === null ? t('marketing.defaultRuleShort') : r.country_name);

  function setEnabled(r: ShippingRuleView, enabled: boolean) {
    const run = async () => {
      await api.put(routePath(`/admin/shipping-rules/:id/${enabled ? 'enable' : 'disable'}`, { id: r.id }));
      notify.success(t('common.saved'));
      load();
    };
    if (enabled) return void run();
    modal.confirm({
      title: t('marketing.disableRuleTitle', { country: nameOf(r) }),
      content: t('marketing.disableRuleBody'),
      okText: t('marketing.disable'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: run,
    });
  }

  function remove(r: ShippingRuleView) {
    modal.confirm({
      title: t('marketing.deleteRuleTitle', { country: nameOf(r) }),
      content: t('marketing.deleteRuleBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      async onOk() {
        await api.del(routePath('/admin/shipping-rules/:id', { id: r.id }));
        notify.success(t('common.deleted'));
        load();
      },
    });
  }

  const columns: TableColumnsType<ShippingRuleView> = [
    {
      title: t('marketing.country'),
      key: 'country',
      render: (_, r) =>
        r.country === null ? (
          <Tooltip title={t('marketing.defaultRuleHelp')}>
            <Typography.Text strong>{t('marketing.defaultRuleShort')}</Typography.Text>
          </Tooltip>
        ) : (
          <Flex vertical>
            <span>
              {r.country_name} <Typography.Text type="secondary">({r.country})</Typography.Text>
            </span>
            {!shipped.has(r.country) && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <WarningOutlined style={{ color: '#d48806' }} /> {t('marketing.notShipped')}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
    {
      title: t('marketing.firstFee'),
      dataIndex: 'first_fee',
      align: 'right',
      render: (v: number) => money(v, currency),
    },
    {
      title: t('marketing.additionalFee'),
      dataIndex: 'additional_fee',
      align: 'right',
      render: (v: number) => money(v, currency),
    },
    {
      title: t('marketing.freeThreshold'),
      dataIndex: 'free_threshold',
      align: 'right',
      responsive: ['sm'],
      render: (v: number | null) =>
        v === null ? t('marketing.neverFree') : t('marketing.freeFrom', { amount: money(v, currency) }),
    },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      render: (enabled: boolean) => (
        <Badge
          status={enabled ? 'success' : 'error'}
          text={enabled ? t('marketing.state_enabled') : t('marketing.state_disabled')}
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, r) => {
        const name = nameOf(r);
        const locked = r.country === null;
        return (
          <Flex gap={4} wrap>
            <Button size="small" type="link" aria-label={`${t('common.edit')} ${name}`} onClick={() => edit(r)}>
              {t('common.edit')}
            </Button>
            <Tooltip title={locked ? t('marketing.defaultLocked') : undefined}>
              <Button
                size="small"
                type="link"
                disabled={locked}
                aria-label={`${r.enabled ? t('marketing.disable') : t('marketing.enable')} ${name}`}
                onClick={() => setEnabled(r, !r.enabled)}
              >
                {r.enabled ? t('marketing.disable') : t('marketing.enable')}
              </Button>
            </Tooltip>
            <Tooltip title={locked ? t('marketing.defaultLocked') : undefined}>
              <Button
                size="small"
                type="link"
                danger
                disabled={locked}
                aria-label={`${t('common.delete')} ${name}`}
                onClick={() => remove(r)}
              >
                {t('common.delete')}
              </Button>
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  const isDefault = chosen === DEFAULT;
  return (
    <>
      <PageHeader
        title={t('marketing.shippingTitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)} disabled={!data}>
            {t('marketing.newRule')}
          </Button>
        }
      />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`${t('marketing.defaultRuleHelp')} ${t('marketing.currencyNote', { currency })}`}
      />
      <Table<ShippingRuleView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rules}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={open}
        title={editing ? t('marketing.editRule') : t('marketing.newRule')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form<FormValues> form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="country"
            label={t('marketing.country')}
            extra={
              chosen && chosen !== DEFAULT && !shipped.has(chosen) ? (
                <span>
                  <WarningOutlined style={{ color: '#d48806' }} /> {t('marketing.notShipped')}
                </span>
              ) : (
                t('marketing.countryHelp')
              )
            }
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              disabled={editing?.country === null}
              options={countryOptions}
              placeholder={t('marketing.countryHelp')}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="first_fee"
                label={t('marketing.firstFee')}
                rules={[{ required: true, message: t('common.required') }]}
              >
                <MoneyInput currency={currency} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="additional_fee"
                label={t('marketing.additionalFee')}
                extra={t('marketing.additionalFeeHelp')}
              >
                <MoneyInput currency={currency} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="free_threshold"
            label={t('marketing.freeThreshold')}
            extra={t('marketing.freeThresholdHelp')}
          >
            <MoneyInput currency={currency} />
          </Form.Item>
          <Form.Item
            name="enabled"
            label={t('marketing.enabled')}
            valuePropName="checked"
            extra={isDefault ? t('marketing.defaultLocked') : undefined}
          >
            <Switch disabled={isDefault} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
