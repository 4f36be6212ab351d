// The SKU matrix: one row per combination of the axes' values (form fields skus.N.*):
// offered, price, stock, SKU code and image. Every control is labelled with its
// combination ("价格 红色 / M"). "Apply to all" sets price or stock on every offered row;
// "fill in missing codes" suggests codes from the good's English name and the values.
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Grid,
  Image,
  Input,
  InputNumber,
  Row,
  Switch,
  Table,
  type TableColumnsType,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import {
  type Axis,
  comboKey,
  comboLabel,
  GOOD_LIMITS,
  SKU_CODE_PATTERN,
  suggestSkuCode,
} from '../../../domain/admin/goods.ts';
import { imageUrl } from '../../../domain/media/images.ts';
import { notify, uploadImage } from '../../api.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { ApplyToAll } from './apply-to-all.tsx';
import type { SkuRow } from './shared.ts';

/** One SKU image, compact: a thumbnail, an upload (or replace) button and a remove button. */
function SkuImage({ value, onChange, label }: { value?: string; onChange?(v: string): void; label: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    setBusy(true);
    try {
      onChange?.(await uploadImage(file));
    } catch (e) {
      notify.error(e instanceof Error ? e.message : t('common.uploadFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Flex gap={4} align="center">
      {value && (
        <Image
          src={imageUrl(value, 160)}
          width={36}
          height={36}
          alt={label}
          preview={{ src: value }}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      )}
      <Upload
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        showUploadList={false}
        customRequest={({ file }) => void upload(file as File)}
      >
        <Button size="small" icon={busy ? <LoadingOutlined /> : <UploadOutlined />} aria-label={label} title={label} />
      </Upload>
      {value && (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('common.remove')} ${label}`}
          onClick={() => onChange?.('')}
        />
      )}
    </Flex>
  );
}

export function SkuMatrix({ axes, rows, currency }: { axes: Axis[]; rows: SkuRow[]; currency?: string }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const form = Form.useFormInstance();
  const narrow = !Grid.useBreakpoint().md;

  const label = (row: SkuRow) => comboLabel(axes, row.options, locale) || t('goods.defaultSku');
  const current = (): SkuRow[] => form.getFieldValue('skus') ?? rows;
  const setAll = (patch: Partial<SkuRow>) => {
    form.setFieldValue(
      'skus',
      current().map((r) => (r.offered ? { ...r, ...patch } : r)),
    );
    // Clear the "required" errors the new values satisfy.
    void form.validateFields(current().map((_, i) => ['skus', i, Object.keys(patch)[0]])).catch(() => undefined);
  };
  const fillCodes = () => {
    const name = form.getFieldValue(['name', 'en']) || '';
    const base =
      String(name)
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 16)
        .replace(/-+$/, '') || `SKU${Date.now().toString(36).toUpperCase().slice(-5)}`;
    form.setFieldValue(
      'skus',
      current().map((r) =>
        r.offered && !r.code ? { ...r, code: suggestSkuCode(axes.length ? base : `${base}-1`, axes, r.options) } : r,
      ),
    );
  };

  const offeredRule = (message: string, ok: (v: unknown) => boolean) => (index: number) => ({
    validator(_: unknown, v: unknown) {
      if (!form.getFieldValue(['skus', index, 'offered'])) return Promise.resolve();
      return ok(v) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
  const priceRule = offeredRule(t('goods.priceRequired'), (v) => typeof v === 'number' && v >= 0);
  const stockRule = offeredRule(t('goods.stockRequired'), (v) => typeof v === 'number' && v >= 0);
  const codeRule = (index: number) => ({
    validator(_: unknown, v: unknown) {
      if (!form.getFieldValue(['skus', index, 'offered'])) return Promise.resolve();
      const code = String(v ?? '').trim();
      if (!code) return Promise.reject(new Error(t('goods.codeRequired')));
      return SKU_CODE_PATTERN.test(code) ? Promise.resolve() : Promise.reject(new Error(t('goods.codeInvalid')));
    },
  });

  /** The controls of row i, shared by the table (desktop) and the cards (phone). */
  const cell = {
    offered: (row: SkuRow, i: number) => (
      <Form.Item name={['skus', i, 'offered']} valuePropName="checked" style={{ margin: 0 }}>
        <Switch size="small" aria-label={t('goods.offeredOf', { sku: label(row) })} />
      </Form.Item>
    ),
    price: (row: SkuRow, i: number) => (
      <Form.Item name={['skus', i, 'price']} rules={[priceRule(i)]} style={{ margin: 0 }}>
        <MoneyInput currency={currency} disabled={!row.offered} aria-label={t('goods.priceOf', { sku: label(row) })} />
      </Form.Item>
    ),
    stock: (row: SkuRow, i: number) => (
      <Form.Item name={['skus', i, 'stock']} rules={[stockRule(i)]} style={{ margin: 0 }}>
        <InputNumber<number>
          min={0}
          max={GOOD_LIMITS.stock}
          precision={0}
          disabled={!row.offered}
          style={{ width: '100%' }}
          aria-label={t('goods.stockOf', { sku: label(row) })}
        />
      </Form.Item>
    ),
    code: (row: SkuRow, i: number) => (
      <Form.Item name={['skus', i, 'code']} rules={[codeRule(i)]} style={{ margin: 0 }}>
        <Input
          maxLength={GOOD_LIMITS.code}
          disabled={!row.offered}
          aria-label={t('goods.codeOf', { sku: label(row) })}
        />
      </Form.Item>
    ),
    image: (row: SkuRow, i: number) =>
      row.offered ? (
        <Form.Item name={['skus', i, 'image']} style={{ margin: 0 }}>
          <SkuImage label={t('goods.imageOf', { sku: label(row) })} />
        </Form.Item>
      ) : null,
  };

  const columns: TableColumnsType<SkuRow> = [
    {
      title: t('goods.combination'),
      key: 'combo',
      render: (_, row) => <Typography.Text strong>{label(row)}</Typography.Text>,
    },
    { title: t('goods.offered'), key: 'offered', width: 70, render: (_, row, i) => cell.offered(row, i) },
    { title: t('goods.price'), key: 'price', width: 150, render: (_, row, i) => cell.price(row, i) },
    { title: t('goods.stock'), key: 'stock', width: 110, render: (_, row, i) => cell.stock(row, i) },
    { title: t('goods.code'), key: 'code', width: 240, render: (_, row, i) => cell.code(row, i) },
    { title: t('goods.skuImage'), key: 'image', width: 120, render: (_, row, i) => cell.image(row, i) },
  ];

  const cards = (
    <Flex vertical gap={8}>
      {rows.map((row, i) => (
        <Card
          key={comboKey(axes, row.options)}
          size="small"
          title={label(row)}
          extra={
            <Flex gap={6} align="center">
              <Typography.Text type="secondary">{t('goods.offered')}</Typography.Text>
              {cell.offered(row, i)}
            </Flex>
          }
        >
          {row.offered && (
            <Row gutter={[8, 8]}>
              <Col span={12}>
                <Typography.Text type="secondary">{t('goods.price')}</Typography.Text>
                {cell.price(row, i)}
              </Col>
              <Col span={12}>
                <Typography.Text type="secondary">{t('goods.stock')}</Typography.Text>
                {cell.stock(row, i)}
              </Col>
              <Col span={24}>
                <Typography.Text type="secondary">{t('goods.code')}</Typography.Text>
                {cell.code(row, i)}
              </Col>
              <Col span={24}>
                <Flex gap={8} align="center">
                  <Typography.Text type="secondary">{t('goods.skuImage')}</Typography.Text>
                  {cell.image(row, i)}
                </Flex>
              </Col>
            </Row>
          )}
        </Card>
      ))}
    </Flex>
  );

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('goods.skusHelp')}
      </Typography.Paragraph>
      <ApplyToAll
        currency={currency}
        labels={{
          price: t('goods.allPrice'),
          applyPrice: t('goods.applyPrice'),
          stock: t('goods.allStock'),
          applyStock: t('goods.applyStock'),
        }}
        stockWidth={110}
        onPrice={(price) => setAll({ price })}
        onStock={(stock) => setAll({ stock })}
      >
        <Button onClick={fillCodes}>{t('goods.generateCodes')}</Button>
      </ApplyToAll>
      {narrow ? (
        cards
      ) : (
        <Table<SkuRow>
          rowKey={(row) => comboKey(axes, row.options)}
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Flex>
  );
}
