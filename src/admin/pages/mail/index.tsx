// /admin/mail (owners): mail the shop could not send. A mail that failed 8 times (with
// growing waits) is parked with its last error; once the cause is fixed (the address,
// the SMTP settings) the owner sends it again. The second tab shows mail still waiting.
import { Button, Flex, Grid, Segmented, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import type { OutboxMailView } from '../../../domain/admin/admin.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { api, notify } from '../../api.ts';
import { AdminListTable } from '../../components/admin-list-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime } from '../../lib/format.ts';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { Hint, ToneTag } from '../settings/fields.tsx';

export default function MailPage() {
  const t = useT();
  const { locale } = useAdminLocale();
  const phone = !Grid.useBreakpoint().md;
  const list = useAdminList('/admin/mail');
  const status = list.filters.status === 'pending' ? 'pending' : 'failed';
  const [busy, setBusy] = useState<number | undefined>();

  async function retry(mail: OutboxMailView) {
    setBusy(mail.id);
    try {
      await api.post(routePath('/admin/mail/:id/retry', { id: mail.id }));
      notify.success(t('mail.retried'));
      list.reload();
    } catch {
      // the client showed the message
    } finally {
      setBusy(undefined);
    }
  }

  const error = (m: OutboxMailView) =>
    m.last_error ? (
      <Typography.Text type="danger" style={{ wordBreak: 'break-word' }}>
        {m.last_error}
      </Typography.Text>
    ) : (
      <Hint>—</Hint>
    );
  const action = (m: OutboxMailView) =>
    m.status === 'failed' ? (
      <Button size="small" loading={busy === m.id} onClick={() => void retry(m)}>
        {t('mail.retry')}
      </Button>
    ) : null;

  const columns: TableColumnsType<OutboxMailView> = [
    {
      title: t('mail.created'),
      dataIndex: 'created_at',
      render: (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(iso, locale)}</span>,
    },
    { title: t('mail.to'), dataIndex: 'to' },
    { title: t('mail.subject'), dataIndex: 'subject', width: 260 },
    { title: t('mail.attempts'), dataIndex: 'attempts', align: 'right' },
    { title: t('mail.lastError'), key: 'error', width: 280, render: (_, m) => error(m) },
    status === 'failed'
      ? { title: '', key: 'action', fixed: 'right', render: (_, m) => action(m) }
      : {
          title: t('mail.nextAttempt'),
          dataIndex: 'next_attempt_at',
          render: (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(iso, locale)}</span>,
        },
  ];
  // Phones: one stacked column.
  const phoneColumns: TableColumnsType<OutboxMailView> = [
    {
      title: t('layout.mail'),
      key: 'mail',
      render: (_, m) => (
        <Flex vertical gap={4} align="flex-start">
          <Hint>{dateTime(m.created_at, locale)}</Hint>
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {m.to}
          </Typography.Text>
          <span>{m.subject}</span>
          <ToneTag tone={m.status === 'failed' ? 'volcano' : 'blue'}>
            {t('mail.attemptsCount', { count: m.attempts })}
          </ToneTag>
          {error(m)}
          {action(m)}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('layout.mail')} />
      <Typography.Paragraph type="secondary">{t('mail.intro')}</Typography.Paragraph>
      <Segmented
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(v) => list.setFilters({ status: String(v) })}
        options={[
          { value: 'failed', label: t('mail.parked') },
          { value: 'pending', label: t('mail.waiting') },
        ]}
      />
      <AdminListTable<OutboxMailView>
        list={list}
        columns={phone ? phoneColumns : columns}
        scroll={phone ? undefined : { x: 'max-content' }}
      />
    </>
  );
}
