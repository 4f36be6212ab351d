// Taxes and duties per destination (issue #40): a destination is a country or a group
// (the EU) with its tax name and rate, whether its prices include the tax, the goods
// value up to which the shop collects at checkout, duty rates (default and per
// category) and its terms, DDP or DDU. Owners add, edit and delete in a dialog; a
// country another destination has is refused by the server and shown on its field.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Badge,
  Button,
  Col,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Row,
  Select,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminGroupShape } from '../../../domain/admin/goods-schemas.ts';
import { routePath } from '../../../domain/api/paths.ts';
import type { TaxDestinationsAnswer, TaxDestinationView } from '../../../domain/checkout/landed-cost-schemas.ts';
import { ApiError, api, notify } from '../../api.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { money } from '../../lib/format.ts';

interface FormValues {
  name_zh: string;
  name_en: string;
  countries: string[];
  tax_name_zh: string;
  tax_name_en: string;
  tax_rate: string;
  prices_include_tax: boolean;
  collect_threshold: number | null;
  duty_rate: string;
  category_rates: { category?: number; rate?: string }[];
  duty_terms: 'ddp' | 'ddu';
  enabled: boolean;
}

const RATE = /^\d{1,4}(\.\d{1,4})?$/;

/** The category tree, flattened with its depth shown by indentation. */
function categoryOptions(groups: AdminGroupShape[], lang: 'zh-cn' | 'en') {
  const out: { value: number; label: string }[] = [];
  const walk = (list: AdminGroupShape[], depth: number) => {
    for (const g of list) {
      out.push({ value: g.id, label: `${'— '.repeat(depth)}${g.name[lang] || g.name['zh-cn']}` });
      if (g.children) walk(g.children, depth + 1);
    }
  };
  walk(groups, 0);
  return out;
}

export default function TaxesPage() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const [data, setData] = useState<TaxDestinationsAnswer | undefined>();
  const [categories, setCategories] = useState<AdminGroupShape[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<TaxDestinationView | null>(null);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FormValues>();

  const load = useCallback(() => {
    setLoading(true);
    Promise.all([api.get('/admin/tax-destinations'), api.get('/admin/groups', { type: 1 })])
      .then(([answer, groups]) => {
        setData(answer);
        setCategories(groups);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  // Country names come in the staff's language: load again when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale is the reason to reload
  useEffect(load, [load, locale]);

  const currency = data?.shop_currency ?? 'CNY';
  const list = data?.list ?? [];
  const taken = useMemo(() => {
    const byCountry = new Map<string, number>();
    for (const d of list) for (const c of d.countries) byCountry.set(c, d.id);
    return byCountry;
  }, [list]);
  const countryOptions = useMemo(
    () =>
      (data?.countries ?? []).map((c) => ({
        value: c.code,
        label: `${c.name} (${c.code})`,
        disabled: taken.has(c.code) && taken.get(c.code) !== editing?.id,
      })),
    [data, taken, editing],
  );
  const categoryChoices = useMemo(() => categoryOptions(categories, locale), [categories, locale]);

  function edit(d: TaxDestinationView | null) {
    setEditing(d);
    form.resetFields();
    form.setFieldsValue(
      d
        ? {
            name_zh: d.name['zh-cn'],
            name_en: d.name.en,
            countries: d.countries,
            tax_name_zh: d.tax_name['zh-cn'],
            tax_name_en: d.tax_name.en,
            tax_rate: d.tax_rate,
            prices_include_tax: d.prices_include_tax,
            collect_threshold: d.collect_threshold,
            duty_rate: d.duty_rate,
            category_rates: Object.entries(d.category_duty_rates).map(([category, rate]) => ({
              category: Number(category),
              rate,
            })),
            duty_terms: d.duty_terms,
            enabled: d.enabled,
          }
        : {
            name_zh: '',
            name_en: '',
            countries: [],
            tax_name_zh: '增值税',
            tax_name_en: 'VAT',
            tax_rate: '',
            prices_include_tax: false,
            collect_threshold: null,
            duty_rate: '0',
            category_rates: [],
            duty_terms: 'ddp',
            enabled: true,
          },
    );
    setOpen(true);
  }

  async function save(v: FormValues) {
    const body = {
      name: { 'zh-cn': v.name_zh, en: v.name_en },
      countries: v.countries,
      tax_name: { 'zh-cn': v.tax_name_zh, en: v.tax_name_en },
      tax_rate: v.tax_rate,
      prices_include_tax: v.prices_include_tax,
      collect_threshold: v.collect_threshold ?? null,
      duty_rate: v.duty_rate || '0',
      category_duty_rates: Object.fromEntries(
        (v.category_rates ?? [])
          .filter((r) => r.category !== undefined && r.rate)
          .map((r) => [String(r.category), r.rate ?? '0']),
      ),
      duty_terms: v.duty_terms,
      enabled: v.enabled,
    };
    setSaving(true);
    try {
      const answer = editing
        ? await api.put(routePath('/admin/tax-destinations/:id', { id: editing.id }), body, { silent: true })
        : await api.post('/admin/tax-destinations', body, { silent: true });
      setData(answer);
      notify.success(t('common.saved'));
      setOpen(false);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (e instanceof ApiError && e.code === 409) form.setFields([{ name: 'countries', errors: [message] }]);
      else notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  function remove(d: TaxDestinationView) {
    modal.confirm({
      title: t('taxes.deleteTitle', { name: d.name[locale] || d.name['zh-cn'] }),
      content: t('taxes.deleteBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      async onOk() {
        setData(await api.del(routePath('/admin/tax-destinations/:id', { id: d.id })));
        notify.success(t('common.deleted'));
      },
    });
  }

  const rateRule = { pattern: RATE, message: t('taxes.rateHelp') };
  const columns: TableColumnsType<TaxDestinationView> = [
    {
      title: t('taxes.destination'),
      key: 'destination',
      render: (_, d) => {
        const name = d.name[locale] || d.name['zh-cn'];
        const countries = d.country_names.join(locale === 'zh-cn' ? '、' : ', ');
        return (
          <Flex vertical>
            <Typography.Text strong>{name}</Typography.Text>
            {countries !== name && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {countries}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      title: t('taxes.tax'),
      key: 'tax',
      render: (_, d) => (
        <span>
          {d.tax_name[locale] || d.tax_name['zh-cn']} {d.tax_rate}%{' '}
          <Typography.Text type="secondary">
            ({d.prices_include_tax ? t('taxes.included') : t('taxes.excluded')})
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('taxes.threshold'),
      dataIndex: 'collect_threshold',
      align: 'right',
      render: (v: number | null) =>
        v === null ? t('taxes.noThreshold') : t('taxes.upTo', { amount: money(v, currency) }),
    },
    {
      title: t('taxes.duty'),
      key: 'duty',
      render: (_, d) => {
        const extra = Object.keys(d.category_duty_rates).length;
        return (
          <Flex vertical>
            <span>{d.duty_rate}%</span>
            {extra > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('taxes.categoryCount', { count: extra })}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      title: t('taxes.terms'),
      dataIndex: 'duty_terms',
      render: (v: 'ddp' | 'ddu') => <Tag color={v === 'ddp' ? 'green' : 'gold'}>{t(`taxes.${v}`)}</Tag>,
    },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      responsive: ['sm'],
      render: (enabled: boolean) => (
        <Badge
          status={enabled ? 'success' : 'error'}
          text={enabled ? t('taxes.state_enabled') : t('taxes.state_disabled')}
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, d) => {
        const name = d.name[locale] || d.name['zh-cn'];
        return (
          <Flex gap={4} wrap>
            <Button size="small" type="link" aria-label={`${t('common.edit')} ${name}`} onClick={() => edit(d)}>
              {t('common.edit')}
            </Button>
            <Button
              size="small"
              type="link"
              danger
              aria-label={`${t('common.delete')} ${name}`}
              onClick={() => remove(d)}
            >
              {t('common.delete')}
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('taxes.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)} disabled={!data}>
            {t('taxes.add')}
          </Button>
        }
      />
      <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('taxes.intro')} />
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('taxes.examples')} />
      <Table<TaxDestinationView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={open}
        title={editing ? t('taxes.edit') : t('taxes.add')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        width={640}
        forceRender
      >
        <Form<FormValues> form={form} layout="vertical" onFinish={save}>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="name_zh"
                label={t('taxes.nameZh')}
                rules={[{ required: true, whitespace: true, message: t('common.required') }]}
              >
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="name_en" label={t('taxes.nameEn')}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="countries"
            label={t('taxes.countries')}
            extra={t('taxes.countriesHelp')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={countryOptions} />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={8}>
              <Form.Item
                name="tax_name_zh"
                label={t('taxes.taxNameZh')}
                rules={[{ required: true, whitespace: true, message: t('common.required') }]}
              >
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="tax_name_en" label={t('taxes.taxNameEn')}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item
                name="tax_rate"
                label={t('taxes.taxRate')}
                rules={[{ required: true, message: t('common.required') }, rateRule]}
              >
                <Input inputMode="decimal" suffix="%" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="prices_include_tax"
            label={t('taxes.pricesIncludeTax')}
            extra={t('taxes.pricesIncludeTaxHelp')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="collect_threshold"
            label={t('taxes.threshold')}
            extra={t('taxes.thresholdHelp', { currency })}
          >
            <MoneyInput currency={currency} />
          </Form.Item>
          <Form.Item name="duty_rate" label={t('taxes.dutyRate')} rules={[rateRule]}>
            <Input inputMode="decimal" suffix="%" />
          </Form.Item>
          <Form.List name="category_rates">
            {(fields, { add, remove: drop }) => (
              <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
                <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('taxes.categoryRates')}</legend>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="baseline">
                    <Form.Item
                      name={[field.name, 'category']}
                      style={{ flex: 2 }}
                      rules={[{ required: true, message: t('common.required') }]}
                    >
                      <Select
                        aria-label={t('taxes.category')}
                        showSearch={{ optionFilterProp: 'label' }}
                        options={categoryChoices}
                        placeholder={t('taxes.category')}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'rate']}
                      style={{ flex: 1 }}
                      rules={[{ required: true, message: t('common.required') }, rateRule]}
                    >
                      <Input aria-label={t('taxes.dutyRate')} inputMode="decimal" suffix="%" />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('taxes.removeCategoryRate')}
                      onClick={() => drop(field.name)}
                    />
                  </Flex>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ rate: '' })}>
                  {t('taxes.addCategoryRate')}
                </Button>
              </fieldset>
            )}
          </Form.List>
          <Form.Item name="duty_terms" label={t('taxes.terms')}>
            <Radio.Group
              options={[
                { value: 'ddp', label: t('taxes.ddp') },
                { value: 'ddu', label: t('taxes.ddu') },
              ]}
            />
          </Form.Item>
          <Form.Item name="enabled" label={t('taxes.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
