// Fixed prices per shopper currency on the goods edit page (issue #21): a table of the
// saved SKUs with one column per enabled currency; an empty cell converts at the rate
// (the converted price shows as its placeholder), a typed one replaces it there.
import { Alert, Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminSku } from '../../../domain/admin/goods.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { convertMinor } from '../../../domain/money/currency.ts';
import type { AdminCurrencies, AdminCurrency, FixedPrice } from '../../../domain/money/currency-schemas.ts';
import { api, notify } from '../../api.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { useT } from '../../i18n/index.tsx';
import { money } from '../../lib/format.ts';

const key = (skuId: number, currency: string) => `${skuId}:${currency}`;

export function FixedPricesCard({ goodId, skus }: { goodId?: number; skus: readonly AdminSku[] }) {
  const t = useT();
  const [currencies, setCurrencies] = useState<AdminCurrencies>();
  const [prices, setPrices] = useState<Map<string, number | null>>(new Map());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .get('/admin/currencies')
      .then(setCurrencies)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!goodId) return;
    api
      .get(routePath('/admin/goods/:id/prices', { id: goodId }))
      .then((r) => setPrices(new Map(r.list.map((p) => [key(p.sku_id, p.currency), p.price]))))
      .catch(() => undefined);
  }, [goodId]);

  const enabled = (currencies?.list ?? []).filter((c) => c.enabled);
  const shop = currencies?.shop ?? 'CNY';

  async function save() {
    if (!goodId) return;
    const list: FixedPrice[] = [];
    for (const [k, price] of prices) {
      const [sku, currency] = k.split(':');
      if (price && currency && enabled.some((c) => c.code === currency)) {
        list.push({ sku_id: Number(sku), currency, price });
      }
    }
    setSaving(true);
    try {
      const r = await api.put(routePath('/admin/goods/:id/prices', { id: goodId }), { list });
      setPrices(new Map(r.list.map((p) => [key(p.sku_id, p.currency), p.price])));
      notify.success(t('common.saved'));
    } catch {
      // the API client showed the message
    } finally {
      setSaving(false);
    }
  }

  const converted = (sku: AdminSku, c: AdminCurrency) =>
    convertMinor(sku.price, {
      from: shop,
      to: c.code,
      rate: c.rate,
      rounding: { step: c.rounding_step, ending: c.rounding_ending },
    });

  const columns: TableColumnsType<AdminSku> = [
    { title: t('currencies.sku'), dataIndex: 'code', fixed: 'left' },
    { title: t('currencies.shopPrice'), dataIndex: 'price', align: 'right', render: (v: number) => money(v, shop) },
    ...enabled.map((c) => ({
      title: c.code,
      key: c.code,
      width: 160,
      render: (_: unknown, sku: AdminSku) => (
        <MoneyInput
          currency={c.code}
          aria-label={`${sku.code} ${c.code}`}
          value={prices.get(key(sku.id, c.code)) ?? null}
          placeholder={money(converted(sku, c), c.code)}
          onChange={(v) => setPrices((m) => new Map(m).set(key(sku.id, c.code), v))}
        />
      ),
    })),
  ];

  return (
    <Card title={t('currencies.fixedPrices')} data-testid="fixed-prices">
      {!goodId ? (
        <Typography.Text type="secondary">{t('currencies.fixedPricesSaveFirst')}</Typography.Text>
      ) : enabled.length === 0 ? (
        <Alert type="info" message={t('currencies.fixedPricesNone')} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('currencies.fixedPricesIntro')}</Typography.Text>
          <Table<AdminSku>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={[...skus]}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
          <Flex justify="end">
            <Button onClick={save} loading={saving}>
              {t('currencies.savePrices')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
