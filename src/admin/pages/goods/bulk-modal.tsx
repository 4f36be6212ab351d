// Bulk price and stock editor for the goods selected in the list: every SKU of those
// goods in one table, "apply to all" for price and stock, and one save of the changed
// SKUs (PUT /v1/admin/goods/bulk, all or nothing).
import { Alert, Flex, InputNumber, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type AdminBulkSku, comboLabel, GOOD_LIMITS } from '../../../domain/admin/goods.ts';
import { pickText } from '../../../domain/i18n/locale.ts';
import { ApiError, api, notify } from '../../api.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { ApplyToAll } from './apply-to-all.tsx';

interface Edit {
  price: number | null;
  stock: number | null;
}

export function BulkEditModal({
  open,
  goodIds,
  onClose,
  onSaved,
}: {
  open: boolean;
  goodIds: number[];
  onClose(): void;
  onSaved(): void;
}) {
  const t = useT();
  const { locale } = useAdminLocale();
  const [skus, setSkus] = useState<AdminBulkSku[]>([]);
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!open || goodIds.length === 0) return;
    let live = true;
    setLoading(true);
    setError('');
    api
      .get('/admin/goods/skus', { good_ids: goodIds.join(',') })
      .then((rows) => {
        if (!live) return;
        setSkus(rows);
        setEdits(Object.fromEntries(rows.map((s) => [s.id, { price: s.price, stock: s.stock }])));
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, goodIds]);

  const label = (s: AdminBulkSku) => comboLabel(s.property, s.options, locale) || t('goods.defaultSku');
  const edit = (id: number, patch: Partial<Edit>) => setEdits((e) => ({ ...e, [id]: { ...e[id], ...patch } }));
  const editAll = (patch: Partial<Edit>) =>
    setEdits((e) => Object.fromEntries(Object.entries(e).map(([id, v]) => [id, { ...v, ...patch }])));
  const currency = skus[0]?.currency;

  const changed = skus.flatMap((s) => {
    const e = edits[s.id];
    if (!e) return [];
    const out: { id: number; price?: number; stock?: number } = { id: s.id };
    if (e.price != null && e.price !== s.price) out.price = e.price;
    if (e.stock != null && e.stock !== s.stock) out.stock = e.stock;
    return out.price === undefined && out.stock === undefined ? [] : [out];
  });

  async function save() {
    if (changed.length === 0) {
      notify.error(t('goods.bulkNothing'));
      return;
    }
    setSaving(true);
    setError('');
    try {
      await api.put('/admin/goods/bulk', { skus: changed.slice(0, GOOD_LIMITS.bulk) }, { silent: true });
      notify.success(t('goods.bulkSaved'));
      onSaved();
    } catch (e) {
      const message = e instanceof ApiError || e instanceof Error ? e.message : t('goods.saveFailed');
      setError(message);
      notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  const columns: TableColumnsType<AdminBulkSku> = [
    {
      title: t('goods.colGood'),
      key: 'good',
      render: (_, s) => (
        <Flex vertical>
          <span>{pickText(s.good_name, locale)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {label(s)} · {s.code}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('goods.price'),
      key: 'price',
      width: 160,
      render: (_, s) => (
        <MoneyInput
          currency={s.currency}
          value={edits[s.id]?.price}
          onChange={(v) => edit(s.id, { price: v })}
          aria-label={`${pickText(s.good_name, locale)} ${t('goods.priceOf', { sku: label(s) })}`}
        />
      ),
    },
    {
      title: t('goods.stock'),
      key: 'stock',
      width: 120,
      render: (_, s) => (
        <InputNumber<number>
          min={0}
          max={GOOD_LIMITS.stock}
          precision={0}
          style={{ width: '100%' }}
          value={edits[s.id]?.stock}
          onChange={(v) => edit(s.id, { stock: v })}
          aria-label={`${pickText(s.good_name, locale)} ${t('goods.stockOf', { sku: label(s) })}`}
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t('goods.bulkTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('goods.bulkHelp')}</Typography.Paragraph>
      <ApplyToAll
        currency={currency}
        labels={{
          price: t('goods.bulkSetPrice'),
          applyPrice: t('goods.bulkApplyPrice'),
          stock: t('goods.bulkSetStock'),
          applyStock: t('goods.bulkApplyStock'),
        }}
        stockWidth={120}
        onPrice={(price) => editAll({ price })}
        onStock={(stock) => editAll({ stock })}
        style={{ marginBottom: 12 }}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<AdminBulkSku>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={skus}
        pagination={false}
        scroll={{ x: 'max-content', y: 420 }}
      />
    </Modal>
  );
}
