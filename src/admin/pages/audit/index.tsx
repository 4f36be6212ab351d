// /admin/audit (owners): every change staff made, newest first — who, what, when, on
// which record (linked to its screen), and an expandable before / after comparison with
// the changed fields highlighted. Filters (staff, entity, action prefix, dates) live in
// the URL. Secrets appear only as "••••" (redacted when written).
import {
  Button,
  Col,
  DatePicker,
  Flex,
  Form,
  Grid,
  Input,
  Row,
  Select,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AuditEntryView } from '../../../domain/admin/admin.ts';
import { api } from '../../api.ts';
import { AdminListTable } from '../../components/admin-list-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { type AdminKey, useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime } from '../../lib/format.ts';
import { useAdminList } from '../../lib/use-admin-list.ts';
import { Hint, LINK_COLOR, ToneTag } from '../settings/fields.tsx';

/** Entities the log knows, with the admin screen of one record (when there is one). */
const ENTITIES: Record<string, { label: AdminKey; link: (id: string) => string | undefined }> = {
  good: { label: 'audit.entity_good', link: (id) => `/admin/goods/${id}` },
  order: { label: 'audit.entity_order', link: (id) => `/admin/orders/${id}` },
  after_sale: { label: 'audit.entity_after_sale', link: (id) => `/admin/after-sales/${id}` },
  customer: { label: 'audit.entity_customer', link: (id) => `/admin/customers/${id}` },
  group: { label: 'audit.entity_group', link: () => '/admin/groups' },
  coupon: { label: 'audit.entity_coupon', link: () => '/admin/coupons' },
  shipping_rule: { label: 'audit.entity_shipping_rule', link: () => '/admin/shipping' },
  staff: { label: 'audit.entity_staff', link: () => '/admin/team' },
  settings: { label: 'audit.entity_settings', link: () => '/admin/settings' },
  page: { label: 'audit.entity_page', link: () => '/admin/settings?tab=pages' },
};

interface StaffOption {
  id: number;
  email: string;
  name: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function Value({ value }: { value: unknown }) {
  if (value === undefined) return <Hint>—</Hint>;
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <pre
      style={{
        margin: 0,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        maxHeight: 240,
        overflow: 'auto',
        fontSize: 12,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
      }}
    >
      {text === '' ? '""' : text}
    </pre>
  );
}

/** Nested objects one level down as `key.sub` fields (e.g. name.en), so the changed part stands out. */
function flatten(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (isRecord(v) && Object.keys(v).length > 0 && Object.keys(v).length <= 30) {
      for (const [sub, w] of Object.entries(v)) out[`${key}.${sub}`] = w;
    } else out[key] = v;
  }
  return out;
}

/** Before and after, one row per field; changed fields first and highlighted. */
function Diff({ entry, phone }: { entry: AuditEntryView; phone: boolean }) {
  const t = useT();
  const { before, after } = entry;
  if (before == null && after == null) return <Hint>{t('audit.noDetails')}</Hint>;
  const b = isRecord(before) ? flatten(before) : before == null ? {} : { value: before };
  const a = isRecord(after) ? flatten(after) : after == null ? {} : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = keys
    .map((key) => ({ key, before: b[key], after: a[key], changed: !same(b[key], a[key]) }))
    .sort((x, y) => Number(y.changed) - Number(x.changed));
  const fieldName = (r: (typeof rows)[number]) => (
    <Flex gap={6} align="center" wrap>
      <Typography.Text code>{r.key}</Typography.Text>
      {r.changed && <ToneTag tone="orange">{t('audit.changed')}</ToneTag>}
    </Flex>
  );
  if (phone) {
    return (
      <Flex vertical gap={8}>
        {rows.map((r) => (
          <div key={r.key} style={{ padding: 8, borderRadius: 6, background: r.changed ? '#fff7e6' : '#fafafa' }}>
            {fieldName(r)}
            <Hint>{t('audit.before')}</Hint>
            <Value value={r.before} />
            <Hint>{t('audit.after')}</Hint>
            <Value value={r.after} />
          </div>
        ))}
      </Flex>
    );
  }
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ style: r.changed ? { background: '#fff7e6' } : undefined })}
      columns={[
        {
          title: t('audit.field'),
          dataIndex: 'key',
          width: 180,
          render: (_: string, r) => fieldName(r),
        },
        {
          title: t('audit.before'),
          dataIndex: 'before',
          render: (v: unknown) => <Value value={v} />,
          onCell: () => ({ style: { minWidth: 200, maxWidth: 480, verticalAlign: 'top' } }),
        },
        {
          title: t('audit.after'),
          dataIndex: 'after',
          render: (v: unknown) => <Value value={v} />,
          onCell: () => ({ style: { minWidth: 200, maxWidth: 480, verticalAlign: 'top' } }),
        },
      ]}
    />
  );
}

export default function AuditScreen() {
  const t = useT();
  const { locale } = useAdminLocale();
  const list = useAdminList('/admin/audit');
  const [staff, setStaff] = useState<StaffOption[]>([]);
  const [form] = Form.useForm();
  const f = list.filters;
  const phone = !Grid.useBreakpoint().md;

  useEffect(() => {
    api
      .get('/admin/staff', { page_size: 100 }, { silent: true })
      .then((p) => setStaff(p.list))
      .catch(() => setStaff([]));
  }, []);

  useEffect(() => {
    form.setFieldsValue({
      staff_id: f.staff_id ? Number(f.staff_id) : undefined,
      entity: f.entity,
      action: f.action,
      dates: f.from && f.to ? [dayjs(f.from), dayjs(f.to).subtract(1, 'day')] : undefined,
    });
  }, [f.staff_id, f.entity, f.action, f.from, f.to, form]);

  function apply(values: { staff_id?: number; entity?: string; action?: string; dates?: [Dayjs, Dayjs] | null }) {
    const [from, to] = values.dates ?? [];
    list.setFilters({
      staff_id: values.staff_id ? String(values.staff_id) : undefined,
      entity: values.entity,
      action: values.action?.trim(),
      from: from ? from.startOf('day').format() : undefined,
      to: to ? to.startOf('day').add(1, 'day').format() : undefined,
    });
  }

  const entityLabel = (entity: string) => (ENTITIES[entity] ? t(ENTITIES[entity].label) : entity);
  /** The record, linked to its admin screen when there is one. */
  function entityCell(e: AuditEntryView) {
    const href = ENTITIES[e.entity]?.link(e.entity_id);
    const text = e.entity_id ? `${entityLabel(e.entity)} #${e.entity_id}` : entityLabel(e.entity);
    return href ? (
      <Link to={href} style={{ color: LINK_COLOR }}>
        {text}
      </Link>
    ) : (
      text
    );
  }

  const columns: TableColumnsType<AuditEntryView> = [
    {
      title: t('audit.time'),
      dataIndex: 'created_at',
      render: (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(iso, locale)}</span>,
    },
    { title: t('audit.staff'), dataIndex: 'staff_email' },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      render: (action: string) => <Typography.Text code>{action}</Typography.Text>,
    },
    { title: t('audit.entity'), key: 'entity', render: (_, e) => entityCell(e) },
    { title: 'IP', dataIndex: 'ip', responsive: ['md'] },
  ];

  // Phones: time, who, what and which record stacked in one column.
  const phoneColumns: TableColumnsType<AuditEntryView> = [
    {
      title: t('audit.title'),
      key: 'entry',
      render: (_, e) => (
        <Flex vertical gap={2}>
          <Hint>{dateTime(e.created_at, locale)}</Hint>
          <Typography.Text code>{e.action}</Typography.Text>
          <span>{entityCell(e)}</span>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{e.staff_email}</Typography.Text>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('layout.audit')} />
      <Form form={form} name="audit-filters" layout="vertical" onFinish={apply} style={{ marginBottom: 8 }}>
        <Row gutter={12}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="staff_id" label={t('audit.staff')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={staff.map((s) => ({ value: s.id, label: s.name ? `${s.name} (${s.email})` : s.email }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={5}>
            <Form.Item name="entity" label={t('audit.entity')}>
              <Select
                allowClear
                options={Object.keys(ENTITIES).map((key) => ({ value: key, label: entityLabel(key) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={5}>
            <Form.Item name="action" label={t('audit.actionPrefix')} tooltip={t('audit.actionPrefixHelp')}>
              <Input allowClear placeholder="order." maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="dates" label={t('common.dateRange')}>
              <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[false, false]} />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={8} style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              list.setFilters({});
            }}
          >
            {t('common.reset')}
          </Button>
        </Flex>
      </Form>
      <AdminListTable<AuditEntryView>
        list={list}
        columns={phone ? phoneColumns : columns}
        scroll={phone ? undefined : { x: 'max-content' }}
        expandable={{
          expandedRowRender: (e) => <Diff entry={e} phone={phone} />,
          rowExpandable: (e) => e.before != null || e.after != null,
        }}
      />
    </>
  );
}
