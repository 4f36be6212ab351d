// The 30-day sales chart: bars of one currency's daily sales (a switch when orders came
// in several currencies) and a line of the day's paid orders on a second axis. Sized by
// its container (recharts `responsive`), so it fits a phone and a desktop alike.
import { Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardView } from '../../../domain/admin/dashboard.ts';
import { DATE_TAG } from '../../../domain/i18n/locale.ts';
import { resolveUnit, toMajor } from '../../../domain/money/money.ts';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { money } from '../../lib/format.ts';

export function SalesChart({ series }: { series: DashboardView['series'] }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const [picked, setPicked] = useState(series.currencies[0] ?? 'CNY');
  const currency = series.currencies.includes(picked) ? picked : (series.currencies[0] ?? 'CNY');
  const unit = resolveUnit(currency);
  const data = series.days.map((d) => ({
    date: d.date,
    amount: toMajor(d.amounts[currency] ?? 0, unit),
    minor: d.amounts[currency] ?? 0,
    orders: d.orders,
  }));
  // Month and day as numbers in the reader's order (11/25 in Chinese, 25/11 in English).
  const dayFormat = new Intl.DateTimeFormat(DATE_TAG[locale], { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  const total = data.reduce((s, d) => s + d.minor, 0);
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {t('dashboard.last30')}: {money(total, currency)}
        </Typography.Text>
        {series.currencies.length > 1 && (
          <Segmented
            size="small"
            aria-label={t('dashboard.sales')}
            value={currency}
            onChange={(v) => setPicked(String(v))}
            options={series.currencies}
          />
        )}
      </Flex>
      <figure style={{ margin: 0 }} aria-label={t('dashboard.chart')}>
        <ComposedChart
          responsive
          style={{ width: '100%', height: 280 }}
          data={data}
          margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
          accessibilityLayer
        >
          <CartesianGrid stroke="#f0f0f0" vertical={false} />
          <XAxis dataKey="date" tickFormatter={day} tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis
            yAxisId="amount"
            tick={{ fontSize: 12 }}
            width={56}
            tickFormatter={(v: number) => (v >= 10_000 ? `${Math.round(v / 1000)}k` : String(v))}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
          <Tooltip
            labelFormatter={(label) => String(label)}
            formatter={(value, name, item) =>
              name === 'orders'
                ? [String(value), t('dashboard.chartOrders')]
                : [money((item.payload as { minor: number }).minor, currency), `${t('dashboard.sales')} (${currency})`]
            }
          />
          <Bar yAxisId="amount" dataKey="amount" name="amount" fill="#d4380d" radius={[3, 3, 0, 0]} maxBarSize={24} />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="orders"
            type="monotone"
            stroke="#1677ff"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </figure>
    </Flex>
  );
}
