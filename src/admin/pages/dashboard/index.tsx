// The dashboard (issue #7, item 2): sales today / 7 / 30 days per currency with the
// refunds apart, the 30-day chart, orders by status (each a link to the filtered list),
// the best sellers, and what needs attention (orders to ship, after-sales to review,
// low stock, unread notices).
import { ReloadOutlined } from '@ant-design/icons';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Skeleton,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD, type DashboardView, type SalesWindow, type WindowTotals } from '../../../domain/admin/dashboard.ts';
import { api } from '../../api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { type AdminKey, useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { SalesChart } from './sales-chart.tsx';

const WINDOWS: { key: SalesWindow; label: AdminKey }[] = [
  { key: 'today', label: 'dashboard.today' },
  { key: 'last_7_days', label: 'dashboard.last7' },
  { key: 'last_30_days', label: 'dashboard.last30' },
];

/** Status colours: waiting on the shop stands out. */
const STATUS_COLOR: Record<number, string> = {
  1: 'gold',
  10: 'volcano',
  20: 'blue',
  30: 'cyan',
  40: 'magenta',
  41: 'purple',
  50: 'magenta',
  51: 'geekblue',
  60: 'default',
  70: 'green',
  71: 'green',
};

function SalesCard({
  label,
  sales,
  refunds,
  taxes,
  duties,
  base,
}: {
  label: string;
  sales: WindowTotals;
  refunds: WindowTotals;
  /** Landed cost collected (issue #40), in the shop currency. */
  taxes: WindowTotals;
  duties: WindowTotals;
  base: string;
}) {
  const t = useT();
  const main = sales.by_currency.find((c) => c.currency === base) ?? sales.by_currency[0];
  const others = sales.by_currency.filter((c) => c !== main);
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic
        title={`${label} · ${t('dashboard.sales')}`}
        value={main ? money(main.amount, main.currency) : money(0, base)}
      />
      {others.map((c) => (
        <Typography.Text key={c.currency} strong style={{ display: 'block', fontSize: 16 }}>
          + {money(c.amount, c.currency)}
        </Typography.Text>
      ))}
      <Flex justify="space-between" wrap gap={4} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{t('dashboard.paidOrders', { count: sales.count })}</Typography.Text>
        <Typography.Text type="secondary">
          {refunds.count === 0
            ? `${t('dashboard.refunds')}: ${t('dashboard.none')}`
            : `${t('dashboard.refundsCount', { count: refunds.count })}: ${refunds.by_currency
                .map((c) => money(c.amount, c.currency))
                .join(' + ')}`}
        </Typography.Text>
      </Flex>
      {(taxes.count > 0 || duties.count > 0) && (
        <Typography.Text type="secondary" data-testid="dashboard-landed" style={{ display: 'block', marginTop: 4 }}>
          {t('dashboard.landed', {
            taxes: taxes.by_currency.map((c) => money(c.amount, c.currency)).join(' + ') || money(0, base),
            duties: duties.by_currency.map((c) => money(c.amount, c.currency)).join(' + ') || money(0, base),
          })}
        </Typography.Text>
      )}
    </Card>
  );
}

type TopGood = DashboardView['top_goods'][number];

function TopGoods({ goods }: { goods: TopGood[] }) {
  const t = useT();
  const columns: TableColumnsType<TopGood> = [
    { title: '#', key: 'rank', width: 32, render: (_, __, i) => i + 1 },
    {
      title: t('dashboard.good'),
      key: 'good',
      render: (_, g) => (
        <Link to={`/admin/goods/${g.good_id}`}>
          <Flex align="center" gap={8}>
            <Avatar shape="square" size={32} src={g.image || undefined} alt="" />
            <Typography.Text ellipsis style={{ maxWidth: 'min(26vw, 420px)', color: 'inherit' }}>
              {g.name}
            </Typography.Text>
          </Flex>
        </Link>
      ),
    },
    { title: t('dashboard.quantity'), dataIndex: 'quantity', align: 'right', width: 70 },
    { title: t('dashboard.orders'), dataIndex: 'orders', align: 'right', width: 70, responsive: ['sm'] },
    {
      title: t('dashboard.amount'),
      key: 'amount',
      align: 'right',
      render: (_, g) => g.amounts.map((a) => <div key={a.currency}>{money(a.amount, a.currency)}</div>),
    },
  ];
  return (
    <Table<TopGood>
      rowKey="good_id"
      size="small"
      columns={columns}
      dataSource={goods}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noTopGoods')} /> }}
    />
  );
}

function AttentionSection({
  title,
  count,
  to,
  children,
}: {
  title: string;
  count: number;
  to?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <section style={{ paddingBlock: 8, borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>
          {title} <Badge count={count} showZero color={count ? '#d4380d' : '#bfbfbf'} overflowCount={999} />
        </Typography.Text>
        {to && count > 0 && <Link to={to}>{t('dashboard.viewAll')}</Link>}
      </Flex>
      {count > 0 && children && <ul style={{ listStyle: 'none', margin: '6px 0 0', padding: 0 }}>{children}</ul>}
    </section>
  );
}

function Attention({ a }: { a: DashboardView['attention'] }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const row = (key: string | number, main: React.ReactNode, side: React.ReactNode) => (
    <li key={key}>
      <Flex justify="space-between" gap={8} style={{ paddingBlock: 3 }}>
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{main}</span>
        <Typography.Text type="secondary" style={{ flex: 'none' }}>
          {side}
        </Typography.Text>
      </Flex>
    </li>
  );
  const none = a.to_ship.count + a.after_sales.count + a.low_stock.count + a.notices.count === 0;
  return (
    <Flex vertical>
      {none && <Typography.Text type="secondary">{t('dashboard.nothing')}</Typography.Text>}
      <AttentionSection title={t('dashboard.toShip')} count={a.to_ship.count} to="/admin/orders?status=10">
        {a.to_ship.oldest.map((o) =>
          row(o.id, <Link to={`/admin/orders/${o.id}`}>{o.order_no}</Link>, money(o.total, o.currency)),
        )}
      </AttentionSection>
      <AttentionSection title={t('dashboard.afterSales')} count={a.after_sales.count} to="/admin/after-sales?status=1">
        {a.after_sales.oldest.map((r) =>
          row(
            r.id,
            <Link to={`/admin/after-sales/${r.id}`}>
              {r.order_no} · {t(`dashboard.afterSaleType${r.type}` as AdminKey)}
            </Link>,
            dateTime(r.created_at, locale),
          ),
        )}
      </AttentionSection>
      <AttentionSection title={t('dashboard.lowStock', { n: DASHBOARD.lowStock })} count={a.low_stock.count}>
        {a.low_stock.skus.map((s) =>
          row(
            s.sku_id,
            <Link to={`/admin/goods/${s.good_id}`}>
              {s.good_name} <Typography.Text type="secondary">({s.code})</Typography.Text>
            </Link>,
            <Tag color={s.stock === 0 ? 'red' : 'orange'} style={{ marginInlineEnd: 0 }}>
              {t('dashboard.stock', { n: s.stock })}
            </Tag>,
          ),
        )}
      </AttentionSection>
      <AttentionSection title={t('dashboard.notices')} count={a.notices.count}>
        {a.notices.latest.map((n) =>
          row(
            n.id,
            n.order_id ? (
              <Link to={`/admin/orders/${n.order_id}`}>
                {n.kind === 'late_capture'
                  ? t('dashboard.noticeLateCapture')
                  : t('dashboard.noticeOther', { kind: n.kind })}
              </Link>
            ) : n.kind === 'late_capture' ? (
              t('dashboard.noticeLateCapture')
            ) : (
              t('dashboard.noticeOther', { kind: n.kind })
            ),
            dateTime(n.created_at, locale),
          ),
        )}
      </AttentionSection>
    </Flex>
  );
}

export default function DashboardScreen() {
  const t = useT();
  const { locale } = useAdminLocale();
  const [data, setData] = useState<DashboardView | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await api.get('/admin/dashboard'));
    } catch {
      // Shown by the API client.
    } finally {
      setLoading(false);
    }
  }, []);
  // The names of statuses and goods come in the request's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the language changes
  useEffect(() => {
    void load();
  }, [load, locale]);

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        extra={
          <Flex align="center" gap={8}>
            {data && (
              <Typography.Text type="secondary">
                {t('dashboard.updatedAt', { time: dateTime(data.generated_at, locale) })}
              </Typography.Text>
            )}
            <Button icon={<ReloadOutlined />} loading={loading} onClick={() => void load()}>
              {t('dashboard.refresh')}
            </Button>
          </Flex>
        }
      />
      {!data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            {WINDOWS.map((w) => (
              <Col xs={24} md={8} key={w.key}>
                <SalesCard
                  label={t(w.label)}
                  sales={data.sales[w.key]}
                  refunds={data.refunds[w.key]}
                  taxes={data.taxes[w.key]}
                  duties={data.duties[w.key]}
                  base={data.currency}
                />
              </Col>
            ))}
          </Row>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('dashboard.salesNote', { zone: data.time_zone })}
          </Typography.Text>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <Flex vertical gap={16}>
                <Card size="small" title={t('dashboard.chart')}>
                  <SalesChart series={data.series} />
                </Card>
                <Card size="small" title={t('dashboard.ordersByStatus')}>
                  <Flex wrap gap={8}>
                    {data.statuses.map((s) => (
                      <Link key={s.status} to={`/admin/orders?status=${s.status}`}>
                        <Tag
                          color={s.count ? (STATUS_COLOR[s.status] ?? 'default') : undefined}
                          style={{ marginInlineEnd: 0, paddingBlock: 2, cursor: 'pointer' }}
                        >
                          {s.name} <strong>{s.count}</strong>
                        </Tag>
                      </Link>
                    ))}
                  </Flex>
                </Card>
              </Flex>
            </Col>
            <Col xs={24} xl={8}>
              <Card size="small" title={t('dashboard.attention')} style={{ height: '100%' }}>
                <Attention a={data.attention} />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={t('dashboard.marketing')}>
            <Row gutter={[16, 16]}>
              {(
                [
                  ['dashboard.marketingReminders', data.marketing.reminders],
                  ['dashboard.marketingAlerts', data.marketing.stock_alerts],
                ] as const
              ).map(([label, r]) => (
                <Col xs={24} md={12} key={label}>
                  <Statistic title={t(label)} value={t('dashboard.marketingSent', { count: r.sent })} />
                  <Typography.Text>{t('dashboard.marketingOrders', { count: r.orders })}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {t('dashboard.marketingPaid', { amount: money(r.paid_amount, data.currency) })}
                  </Typography.Text>
                </Col>
              ))}
            </Row>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('dashboard.marketingNote', { days: data.marketing.attribution_days })}
            </Typography.Text>
          </Card>
          <Card size="small" title={t('dashboard.topGoods')}>
            <TopGoods goods={data.top_goods} />
          </Card>
        </Flex>
      )}
    </>
  );
}
