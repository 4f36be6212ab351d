// Create and edit a good: names and description in both languages, images, category,
// service notes, shelf and sort; the option axes and the SKU matrix generated from
// them. The save sends everything at once (POST or PUT /v1/admin/goods); the server's
// refusals show above the save button and on the field they name.
import { DeleteOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  InputNumber,
  Result,
  Row,
  Skeleton,
  Switch,
  Tooltip,
  TreeSelect,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  type AdminGoodDetail,
  type Axis,
  GOOD_LIMITS,
  type Options,
  regenerateMatrix,
} from '../../../domain/admin/goods.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { SERVICE_NOTES } from '../../../domain/catalog/catalog.ts';
import { type I18nText, localizePath, pickText } from '../../../domain/i18n/locale.ts';
import { ApiError, api, notify } from '../../api.ts';
import { I18nTextFields } from '../../components/i18n-text-fields.tsx';
import { ImageListInput } from '../../components/image-list-input.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { AxesEditor } from './axes-editor.tsx';
import { FixedPricesCard } from './fixed-prices.tsx';
import { SERVICE_KEYS, type SkuRow, useCategories, useShopCurrency } from './shared.ts';
import { SkuMatrix } from './sku-matrix.tsx';
import { StockAlertsCard } from './stock-alerts.tsx';

interface FormValues {
  name: I18nText;
  description: I18nText;
  search_terms: I18nText;
  images: string[];
  category_id: number | null;
  services: number[];
  on_shelf: boolean;
  sort: number;
  property: Axis[];
  skus: SkuRow[];
}

/** Axes that take part in the matrix: those with values (a new axis joins once it has one). */
const matrixAxes = (axes: Axis[] = []) => axes.filter((a) => a.values.length > 0);

const newRow = (options: Options, like?: SkuRow): SkuRow => ({
  options,
  offered: true,
  price: like?.price ?? null,
  stock: 0,
  code: '',
  image: like?.image ?? '',
});

const EMPTY: FormValues = {
  name: { 'zh-cn': '', en: '' },
  description: { 'zh-cn': '', en: '' },
  search_terms: { 'zh-cn': '', en: '' },
  images: [],
  category_id: null,
  services: [],
  on_shelf: true,
  sort: 0,
  property: [],
  skus: [newRow({})],
};

function toForm(d: AdminGoodDetail): FormValues {
  const rows: SkuRow[] = d.skus.map((s) => ({
    id: s.id,
    options: s.options,
    offered: true,
    price: s.price,
    stock: s.stock,
    stock_was: s.stock,
    code: s.code,
    image: s.image,
  }));
  // Combinations without a SKU are the ones not offered.
  const skus = regenerateMatrix(d.property, rows, (options) => ({ ...newRow(options), offered: false, price: null }));
  return {
    name: d.name,
    description: d.description,
    search_terms: d.search_terms,
    images: d.images,
    category_id: d.category_id,
    services: d.services,
    on_shelf: d.on_shelf,
    sort: d.sort,
    property: d.property,
    skus,
  };
}

function toBody(v: FormValues, expectedUpdatedAt?: string) {
  return {
    name: v.name,
    description: v.description,
    search_terms: { 'zh-cn': v.search_terms?.['zh-cn'] ?? '', en: v.search_terms?.en ?? '' },
    images: v.images ?? [],
    category_id: v.category_id ?? null,
    services: [...(v.services ?? [])].sort(),
    on_shelf: v.on_shelf,
    sort: v.sort ?? 0,
    property: v.property.map((a) => ({
      key: a.key,
      name: { 'zh-cn': a.name['zh-cn'] ?? '', en: a.name.en ?? '' },
      values: a.values.map((x) => ({
        key: x.key,
        name: { 'zh-cn': x.name['zh-cn'] ?? '', en: x.name.en ?? '' },
        ...(x.color ? { color: x.color } : {}),
      })),
    })),
    skus: v.skus.map((s) =>
      s.offered
        ? {
            ...(s.id ? { id: s.id } : {}),
            code: (s.code ?? '').trim(),
            options: s.options,
            price: s.price,
            stock: s.stock,
            ...(s.stock_was !== undefined ? { stock_was: s.stock_was } : {}),
            image: s.image ?? '',
          }
        : { ...(s.id ? { id: s.id } : {}), options: s.options, offered: false },
    ),
    ...(expectedUpdatedAt ? { expected_updated_at: expectedUpdatedAt } : {}),
  };
}

/** A server field path as the form's: the axis and value names live one level deeper. */
function formPath(field: (string | number)[]): (string | number)[] {
  return field[0] === 'property' && field.at(-1) === 'name' ? [...field, 'zh-cn'] : field;
}

export default function Page() {
  return <GoodEdit />;
}

function GoodEdit() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  // A good just created arrives with the navigation: shown as saved, not fetched again
  // (a second load would reset what staff start typing right after saving).
  const created = (useLocation().state as { created?: AdminGoodDetail } | null)?.created;
  const id = params.id ? Number(params.id) : undefined;
  const [form] = Form.useForm<FormValues>();
  const [detail, setDetail] = useState<AdminGoodDetail>();
  const [loading, setLoading] = useState(Boolean(id));
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean }>();
  const categories = useCategories(locale, t);
  const shopCurrency = useShopCurrency();
  const currency = detail?.currency ?? shopCurrency;

  const property = (Form.useWatch('property', { form, preserve: true }) as Axis[] | undefined) ?? [];
  const skus = (Form.useWatch('skus', { form, preserve: true }) as SkuRow[] | undefined) ?? [];

  const load = useCallback(async () => {
    setError(undefined);
    if (!id) {
      setDetail(undefined);
      form.resetFields();
      form.setFieldsValue(EMPTY);
      setLoading(false);
      return;
    }
    if (created?.id === id) {
      setDetail(created);
      form.resetFields();
      form.setFieldsValue(toForm(created));
      setLoading(false);
      return;
    }
    setLoading(true);
    try {
      const d = await api.get(routePath('/admin/goods/:id', { id }), undefined, { silent: true });
      setDetail(d);
      form.resetFields();
      form.setFieldsValue(toForm(d));
      setMissing(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) setMissing(true);
      else notify.error(e instanceof Error ? e.message : t('common.loadFailed'));
    } finally {
      setLoading(false);
    }
  }, [id, created, form, t]);

  useEffect(() => {
    void load();
  }, [load]);

  /** New axes: set them and rebuild the matrix, keeping what the rows had. */
  function changeAxes(next: Axis[]) {
    form.setFieldValue('property', next);
    const rows: SkuRow[] = form.getFieldValue('skus') ?? [];
    form.setFieldValue('skus', regenerateMatrix(matrixAxes(next), rows, newRow));
  }

  async function save() {
    const values = form.getFieldsValue(true) as FormValues;
    const body = toBody(values, detail?.updated_at);
    setSaving(true);
    setError(undefined);
    try {
      const saved = id
        ? await api.put(routePath('/admin/goods/:id', { id }), body, { silent: true })
        : await api.post('/admin/goods', body, { silent: true });
      notify.success(t(id ? 'goods.saved' : 'goods.created'));
      if (!id) {
        navigate(`/admin/goods/${saved.id}`, { replace: true, state: { created: saved } });
        return;
      }
      setDetail(saved);
      form.resetFields();
      form.setFieldsValue(toForm(saved));
    } catch (e) {
      const message = e instanceof Error ? e.message : t('goods.saveFailed');
      const field = e instanceof ApiError ? (e.data as { field?: (string | number)[] } | null)?.field : undefined;
      setError({ message, stale: e instanceof ApiError && e.code === 409 && !field });
      notify.error(message);
      if (field && field.length > 1) {
        const name = formPath(field);
        form.setFields([{ name: name as never, errors: [message] }]);
        form.scrollToField(name as never, { block: 'center' });
      }
    } finally {
      setSaving(false);
    }
  }

  function confirmDelete() {
    if (!detail) return;
    modal.confirm({
      title: t('goods.deleteGood'),
      content: t('goods.deleteConfirm', { name: pickText(detail.name, locale) }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      async onOk() {
        await api.del(routePath('/admin/goods/:id', { id: detail.id }));
        notify.success(t('goods.deleted'));
        navigate('/admin/goods');
      },
    });
  }

  if (missing) {
    return (
      <>
        <PageHeader title={t('goods.editGood')} back="/admin/goods" />
        <Result status="404" title="404" subTitle={t('common.notFound')} />
      </>
    );
  }

  const title = id
    ? detail
      ? t('goods.editGoodNamed', { name: pickText(detail.name, locale) })
      : t('goods.editGood')
    : t('goods.newGood');
  const axes = matrixAxes(property);

  return (
    <>
      <PageHeader
        title={title}
        back="/admin/goods"
        extra={
          detail && (
            <>
              {detail.on_shelf && (
                <Button
                  icon={<ExportOutlined />}
                  href={localizePath(`/product/${detail.id}`, locale)}
                  target="_blank"
                  rel="noopener"
                >
                  {t('goods.viewInShop')}
                </Button>
              )}
              <Tooltip title={detail.ordered ? t('goods.cannotDelete') : undefined}>
                <Button danger icon={<DeleteOutlined />} disabled={detail.ordered} onClick={confirmDelete}>
                  {t('goods.deleteGood')}
                </Button>
              </Tooltip>
            </>
          )
        }
      />
      {/* The form is always mounted (loading fills it); a skeleton shows meanwhile. */}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onFinish={() => void save()}
        scrollToFirstError={{ block: 'center' }}
        onValuesChange={() => error && setError(undefined)}
      >
        {loading && <Skeleton active paragraph={{ rows: 10 }} />}
        <Flex vertical gap={16} hidden={loading}>
          <Card title={t('goods.basics')}>
            <I18nTextFields name="name" label={t('goods.name')} required max={GOOD_LIMITS.name} />
            <I18nTextFields name="description" label={t('goods.description')} multiline max={GOOD_LIMITS.description} />
            <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
              {t('goods.descriptionHelp')}
            </Typography.Paragraph>
            <I18nTextFields name="search_terms" label={t('goods.searchTerms')} max={GOOD_LIMITS.searchTerms} />
            <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
              {t('goods.searchTermsHelp')}
            </Typography.Paragraph>
            <Form.Item name="images" label={t('goods.images')} extra={t('goods.imagesHelp')}>
              <ImageListInput max={GOOD_LIMITS.images} />
            </Form.Item>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <Form.Item name="category_id" label={t('goods.category')}>
                  <TreeSelect
                    allowClear
                    treeDefaultExpandAll
                    treeData={categories.tree}
                    placeholder={t('goods.noCategory')}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="sort" label={t('goods.sort')} tooltip={t('goods.sortHelp')}>
                  <InputNumber<number> min={0} max={GOOD_LIMITS.sort} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="on_shelf" label={t('goods.shelf')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="services" label={t('goods.services')} style={{ marginBottom: 0 }}>
              <Checkbox.Group options={SERVICE_NOTES.map((n) => ({ value: n, label: t(SERVICE_KEYS[n]) }))} />
            </Form.Item>
          </Card>

          <Card title={t('goods.options')}>
            <AxesEditor axes={property} onChange={changeAxes} />
          </Card>

          <Card title={t('goods.skus')}>
            <SkuMatrix axes={axes} rows={skus} currency={currency} />
            {detail && (
              <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
                {t('goods.stockHint')}
              </Typography.Paragraph>
            )}
          </Card>

          <StockAlertsCard goodId={detail?.id} skus={detail?.skus ?? []} />

          <FixedPricesCard goodId={detail?.id} skus={detail?.skus ?? []} />

          {error && (
            <Alert
              type="error"
              showIcon
              title={error.message}
              action={
                error.stale ? (
                  <Button size="small" icon={<ReloadOutlined />} onClick={() => void load()}>
                    {t('goods.reload')}
                  </Button>
                ) : undefined
              }
            />
          )}
          <Flex gap={8} justify="end" wrap>
            <Button onClick={() => navigate('/admin/goods')}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('goods.save')}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </>
  );
}
