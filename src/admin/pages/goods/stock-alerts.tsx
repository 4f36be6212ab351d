// Waiting back-in-stock subscribers on the goods edit page (issue #41 item 3): how many
// wait per SKU, beside its stock, and the newest of them. Raising a SKU's stock above 0
// (here, in the bulk editor, or by a cancelled order) mails each of them once.
import { Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminSku } from '../../../domain/admin/goods.ts';
import type { AnswerOf } from '../../../domain/api/answers.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { api } from '../../api.ts';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime } from '../../lib/format.ts';

type Waiting = AnswerOf<'GET', '/admin/goods/:id/stock-alerts'>;

export function StockAlertsCard({ goodId, skus }: { goodId?: number; skus: readonly AdminSku[] }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const [waiting, setWaiting] = useState<Waiting>();

  // Read again after every save (the SKUs' stock changed: some may have been mailed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a save answers new SKUs, which is when to read again
  useEffect(() => {
    if (!goodId) return;
    api
      .get(routePath('/admin/goods/:id/stock-alerts', { id: goodId }), undefined, { silent: true })
      .then(setWaiting)
      .catch(() => undefined);
  }, [goodId, skus]);

  if (!goodId || !waiting) return null;
  const byId = new Map(skus.map((s) => [s.id, s]));
  const rows = Object.entries(waiting.counts).map(([id, n]) => ({ sku: byId.get(Number(id)), id: Number(id), n }));

  const countColumns: TableColumnsType<(typeof rows)[number]> = [
    { title: t('currencies.sku'), key: 'code', render: (_, r) => r.sku?.code ?? `#${r.id}` },
    { title: t('goods.stock'), key: 'stock', align: 'right', render: (_, r) => r.sku?.stock ?? '—' },
    { title: t('goods.alertsWaiting'), dataIndex: 'n', align: 'right' },
  ];
  const listColumns: TableColumnsType<Waiting['list'][number]> = [
    { title: t('goods.alertsEmail'), dataIndex: 'email' },
    { title: t('currencies.sku'), key: 'sku', render: (_, r) => byId.get(r.sku_id)?.code ?? `#${r.sku_id}` },
    {
      title: t('goods.alertsWho'),
      key: 'who',
      render: (_, r) =>
        r.customer ? <Tag color="blue">{t('goods.alertsCustomer')}</Tag> : <Tag>{t('goods.alertsVisitor')}</Tag>,
    },
    { title: t('goods.alertsLanguage'), dataIndex: 'lang' },
    { title: t('goods.alertsCurrency'), dataIndex: 'currency' },
    { title: t('goods.alertsSince'), key: 'since', render: (_, r) => dateTime(r.created_at, locale) },
  ];

  return (
    <Card title={t('goods.alertsTitle')} data-testid="stock-alerts">
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('goods.alertsNone')}</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('goods.alertsIntro')}</Typography.Paragraph>
          <Table rowKey="id" size="small" pagination={false} columns={countColumns} dataSource={rows} />
          <Table
            rowKey="id"
            size="small"
            style={{ marginTop: 16 }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={listColumns}
            dataSource={waiting.list}
            scroll={{ x: true }}
          />
        </>
      )}
    </Card>
  );
}
