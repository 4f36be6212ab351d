// One order for staff: summary, lines with pictures, amounts, address, payments and
// refunds, parcels with their tracking events, after-sale requests, history and staff
// notes; the buttons are the actions the API says are allowed now (ship, cancel, add
// a tracking event).
import {
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Row,
  Select,
  Skeleton,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { displayPhone } from '../../../domain/addresses/addresses.ts';
import { addressLines, inLatin } from '../../../domain/addresses/format.ts';
import type { AdminOrderDetail, AdminShipmentView } from '../../../domain/admin/orders.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { TRACKING_STATUSES } from '../../../domain/tracking/carriers.ts';
import { ApiError, api, notify } from '../../api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { type AdminKey, useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { OrderLines } from './order-lines.tsx';
import { ShipModal, type ShipValues } from './ship-modal.tsx';
import { OrderStatusTag } from './status.tsx';

interface EventForm {
  time: Dayjs;
  description: string;
  location?: string;
  status?: string;
}

function EventModal(props: { shipment: AdminShipmentView | null; onClose(): void; onDone(): void }) {
  const t = useT();
  const [form] = Form.useForm<EventForm>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!props.shipment) return;
    setBusy(true);
    try {
      await api.post(routePath('/admin/shipments/:id/events', { id: props.shipment.id }), {
        time: v.time.toISOString(),
        description: v.description.trim(),
        location: v.location?.trim() ?? '',
        ...(v.status ? { status: v.status } : {}),
      });
      form.resetFields();
      props.onDone();
    } catch {
      // The API client showed the message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={props.shipment !== null}
      title={t('orders.eventTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={props.onClose}
      confirmLoading={busy}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ time: dayjs(), status: '' }}>
        <Form.Item
          name="time"
          label={t('orders.eventTime')}
          rules={[{ required: true, message: t('orders.eventTimeRequired') }]}
        >
          <DatePicker showTime style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs().endOf('day'))} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('orders.eventDescription')}
          rules={[{ required: true, whitespace: true, max: 500, message: t('orders.eventDescriptionRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="location" label={t('orders.eventLocation')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="status" label={t('orders.eventStatus')}>
          <Select
            options={[
              { value: '', label: t('orders.eventStatusNone') },
              ...TRACKING_STATUSES.map((s) => ({ value: s, label: t(`orders.tracking_${s}` as AdminKey) })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Notes({ order, onAdded }: { order: AdminOrderDetail; onAdded(): void }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const [form] = Form.useForm<{ body: string }>();
  const [busy, setBusy] = useState(false);

  async function add(v: { body: string }) {
    setBusy(true);
    try {
      await api.post(routePath('/admin/orders/:id/notes', { id: order.id }), { body: v.body });
      form.resetFields();
      notify.success(t('common.saved'));
      onAdded();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('orders.staffNotes')} size="small">
      <Form form={form} layout="vertical" onFinish={add}>
        <Form.Item
          name="body"
          label={t('orders.noteLabel')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input.TextArea rows={3} maxLength={2000} showCount placeholder={t('orders.notePlaceholder')} />
        </Form.Item>
        <Button htmlType="submit" loading={busy}>
          {t('orders.addNote')}
        </Button>
      </Form>
      {order.staff_notes.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('orders.noNotes')}
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: '16px 0 0', display: 'grid', gap: 12 }}>
          {order.staff_notes.map((n) => (
            <li key={n.id}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {n.staff_email} · {dateTime(n.created_at, locale)}
              </Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{n.body}</Typography.Paragraph>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The order's address in its country's order, the country last (first when written big-endian). */
function labelLines(address: AdminOrderDetail['address']): string[] {
  const country = address.country_name || address.country;
  const lines = addressLines(address.country, address);
  return inLatin(address.country, address) ? [...lines, country] : [country, ...lines];
}

export default function OrderDetail() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const { id } = useParams();
  const [order, setOrder] = useState<AdminOrderDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [eventFor, setEventFor] = useState<AdminShipmentView | null>(null);

  const load = useCallback(() => {
    api
      .get(routePath('/admin/orders/:id', { id: String(id) }), undefined, { silent: true })
      .then(setOrder)
      .catch((e) => {
        if (e instanceof ApiError && (e.code === 404 || e.code === 400)) setMissing(true);
        else notify.error(e instanceof Error ? e.message : String(e));
      });
  }, [id]);
  useEffect(load, [load]);

  if (missing) return <Result status="404" title="404" subTitle={t('common.notFound')} />;
  if (!order) return <Skeleton active />;
  const o = order;
  const can = (a: string) => (o.actions as string[]).includes(a);

  async function ship(values: ShipValues) {
    await api.post(routePath('/admin/orders/:id/ship', { id: o.id }), { ...values });
    notify.success(t('common.saved'));
    setShipping(false);
    load();
  }

  function cancel() {
    modal.confirm({
      title: t('orders.cancelConfirmTitle', { no: o.order_no }),
      content: t('orders.cancelConfirmText'),
      okText: t('orders.cancelConfirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('orders.keepOrder'),
      onOk: async () => {
        try {
          setOrder(await api.put(routePath('/admin/orders/:id/cancel', { id: o.id })));
          notify.success(t('common.saved'));
        } catch {
          load();
        }
      },
    });
  }

  const cancelledBy: Record<string, AdminKey> = {
    customer: 'orders.cancelledByCustomer',
    staff: 'orders.cancelledByStaff',
    deadline: 'orders.cancelledByDeadline',
  };

  const actions = (
    <>
      {can('ship') && (
        <Button type="primary" onClick={() => setShipping(true)}>
          {t('orders.ship')}
        </Button>
      )}
      {can('cancel') && (
        <Button danger onClick={cancel}>
          {t('orders.cancelOrder')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader title={t('orders.detailTitle', { no: o.order_no })} back="/admin/orders" extra={actions} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title={t('orders.summary')} size="small">
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  {
                    key: 'status',
                    label: t('common.status'),
                    children: <OrderStatusTag status={o.status} name={o.status_name} />,
                  },
                  {
                    key: 'no',
                    label: t('orders.orderNo'),
                    children: <Typography.Text copyable>{o.order_no}</Typography.Text>,
                  },
                  {
                    key: 'customer',
                    label: t('orders.customer'),
                    children: (
                      <Flex vertical>
                        <Link to={`/admin/customers/${o.customer.id}`}>{o.customer.email}</Link>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('orders.customerOrders', { n: o.customer.orders })}
                          {o.customer.disabled ? ` · ${t('orders.customerDisabled')}` : ''}
                        </Typography.Text>
                      </Flex>
                    ),
                  },
                  { key: 'created', label: t('orders.created'), children: dateTime(o.created_at, locale) },
                  ...(o.status === 1
                    ? [{ key: 'deadline', label: t('orders.payDeadline'), children: dateTime(o.pay_deadline, locale) }]
                    : []),
                  ...(o.paid_at
                    ? [{ key: 'paid', label: t('orders.paid'), children: dateTime(o.paid_at, locale) }]
                    : []),
                  ...(o.shipped_at
                    ? [{ key: 'shipped', label: t('orders.shipped'), children: dateTime(o.shipped_at, locale) }]
                    : []),
                  ...(o.received_at
                    ? [{ key: 'received', label: t('orders.received'), children: dateTime(o.received_at, locale) }]
                    : []),
                  ...(o.cancelled_at
                    ? [
                        {
                          key: 'cancelled',
                          label: t('orders.cancelled'),
                          children: `${dateTime(o.cancelled_at, locale)}${
                            o.cancelled_by && cancelledBy[o.cancelled_by]
                              ? ` (${t(cancelledBy[o.cancelled_by] as AdminKey)})`
                              : ''
                          }`,
                        },
                      ]
                    : []),
                  {
                    key: 'client',
                    label: t('orders.client'),
                    children: t(`orders.client${o.client}` as AdminKey),
                  },
                  ...(o.coupon_code ? [{ key: 'coupon', label: t('orders.coupon'), children: o.coupon_code }] : []),
                  ...(o.notes
                    ? [{ key: 'notes', label: t('orders.customerNote'), span: 'filled' as const, children: o.notes }]
                    : []),
                ]}
              />
            </Card>

            <Card title={t('orders.items')} size="small">
              <OrderLines
                lines={o.items}
                name={(l) => <Link to={`/admin/goods/${l.good_id}`}>{l.name}</Link>}
                detail={(l) => (l.sku_code ? ` · ${t('orders.sku')}: ${l.sku_code}` : '')}
                aside={(l) => (
                  <Flex vertical align="end" style={{ flex: 'none' }}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {money(l.price, o.currency)} × {l.quantity}
                    </Typography.Text>
                    <Typography.Text>{money(l.total, o.currency)}</Typography.Text>
                  </Flex>
                )}
              />
              <Descriptions
                size="small"
                column={1}
                style={{ marginTop: 12, maxWidth: 360, marginLeft: 'auto' }}
                items={[
                  { key: 'goods', label: t('orders.productPrice'), children: money(o.product_price, o.currency) },
                  { key: 'ship', label: t('orders.shippingFee'), children: money(o.shipping_fee, o.currency) },
                  { key: 'discount', label: t('orders.discount'), children: `−${money(o.discount, o.currency)}` },
                  // Landed cost (issue #40): what the shop collected, in the order's and the shop's currency.
                  ...(
                    [
                      ['taxes', o.taxes, o.shop_amounts.taxes],
                      ['duties', o.duties, o.shop_amounts.duties],
                    ] as const
                  )
                    .filter(([, amount]) => amount > 0)
                    .map(([key, amount, shop]) => ({
                      key,
                      label:
                        key === 'taxes'
                          ? t(o.taxes_included ? 'orders.taxesIncluded' : 'orders.taxes', {
                              name: o.tax_name,
                              rate: o.tax_rate ?? '',
                            })
                          : t('orders.duties'),
                      children: (
                        <Flex vertical align="end" data-testid={`order-${key}`}>
                          <span>{money(amount, o.currency)}</span>
                          {o.currency !== o.shop_currency && (
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {money(shop, o.shop_currency)}
                            </Typography.Text>
                          )}
                        </Flex>
                      ),
                    })),
                  {
                    key: 'terms',
                    label: t('orders.dutyTerms'),
                    children: (
                      <span data-testid="order-duty-terms">
                        {o.duty_terms === 'ddp'
                          ? t('orders.ddp')
                          : o.import_estimate > 0
                            ? t('orders.dduEstimate', { amount: money(o.import_estimate, o.currency) })
                            : t('orders.ddu')}
                      </span>
                    ),
                  },
                  {
                    key: 'total',
                    label: t('orders.totalPaid'),
                    children: (
                      <Typography.Text strong data-testid="order-charged">
                        {money(o.total_paid, o.currency)}
                      </Typography.Text>
                    ),
                  },
                  // Charged in the shopper's currency: the books' equivalent at the rate locked on the order.
                  ...(o.currency !== o.shop_currency
                    ? [
                        {
                          key: 'shop',
                          label: t('currencies.shopEquivalent', { currency: o.shop_currency }),
                          children: (
                            <Flex vertical align="end">
                              <span data-testid="order-shop-equivalent">
                                {money(o.shop_amounts.total_paid, o.shop_currency)}
                              </span>
                              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                                {t('currencies.lockedRate', {
                                  shop: o.shop_currency,
                                  rate: o.rate,
                                  currency: o.currency,
                                })}
                              </Typography.Text>
                            </Flex>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            </Card>

            <Card title={t('orders.shipments')} size="small">
              {o.shipments.length === 0 ? (
                <Typography.Text type="secondary">{t('orders.noShipments')}</Typography.Text>
              ) : (
                <Flex vertical gap={16}>
                  {o.shipments.map((s) => (
                    <div key={s.id}>
                      <Flex justify="space-between" align="center" wrap gap={8}>
                        <Flex gap={8} wrap align="center">
                          <Tag>{t(`orders.shipmentKind_${s.kind}` as AdminKey)}</Tag>
                          <Typography.Text strong>{s.carrier_name}</Typography.Text>
                          <Typography.Text copyable>{s.tracking_no}</Typography.Text>
                          <Typography.Text type="secondary">{dateTime(s.shipped_at, locale)}</Typography.Text>
                        </Flex>
                        {can('add_tracking_event') && (
                          <Button size="small" onClick={() => setEventFor(s)}>
                            {t('orders.addEvent')}
                          </Button>
                        )}
                      </Flex>
                      {s.events.length === 0 ? (
                        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                          {t('orders.noEvents')}
                        </Typography.Paragraph>
                      ) : (
                        <Timeline
                          style={{ marginTop: 16 }}
                          items={s.events.map((e) => ({
                            key: e.id,
                            title: dateTime(e.time, locale),
                            content: (
                              <>
                                {e.status && <Tag>{t(`orders.tracking_${e.status}` as AdminKey)}</Tag>}
                                {e.description}
                                {e.location ? ` · ${e.location}` : ''}
                              </>
                            ),
                          }))}
                        />
                      )}
                    </div>
                  ))}
                </Flex>
              )}
            </Card>

            <Card title={t('orders.payments')} size="small">
              {o.payments.length === 0 ? (
                <Typography.Text type="secondary">{t('orders.noPayments')}</Typography.Text>
              ) : (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={o.payments}
                  columns={[
                    { title: t('orders.provider'), dataIndex: 'provider' },
                    {
                      title: t('orders.amount'),
                      key: 'amount',
                      align: 'right',
                      render: (_, p) => money(p.amount, p.currency),
                    },
                    { title: t('orders.payStatus'), dataIndex: 'status_name' },
                    {
                      title: t('orders.paid'),
                      dataIndex: 'paid_at',
                      render: (v: string | null) => dateTime(v, locale),
                    },
                    {
                      title: t('orders.reference'),
                      dataIndex: 'provider_ref',
                      responsive: ['md'],
                      render: (v: string | null) => v ?? '—',
                    },
                  ]}
                />
              )}
              {o.refunds.length > 0 && (
                <Table
                  style={{ marginTop: 12 }}
                  rowKey="id"
                  size="small"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={o.refunds}
                  columns={[
                    {
                      title: t('orders.refund'),
                      dataIndex: 'reason',
                      render: (r: string) => t(`orders.refundReason_${r}` as AdminKey),
                    },
                    {
                      title: t('orders.amount'),
                      key: 'amount',
                      align: 'right',
                      render: (_, r) => money(r.amount, r.currency),
                    },
                    {
                      title: t('orders.payStatus'),
                      key: 'status',
                      render: (_, r) => (
                        <>
                          <Tag color={r.status === 'succeeded' ? 'green' : r.status === 'failed' ? 'red' : 'gold'}>
                            {t(`orders.refundStatus_${r.status}` as AdminKey)}
                          </Tag>
                          {r.failure && <Typography.Text type="danger">{r.failure}</Typography.Text>}
                        </>
                      ),
                    },
                    {
                      title: t('common.createdAt'),
                      dataIndex: 'created_at',
                      render: (v: string) => dateTime(v, locale),
                    },
                  ]}
                />
              )}
            </Card>
          </Flex>
        </Col>

        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <Card title={t('orders.address')} size="small">
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'contact', label: t('orders.contact'), children: o.address.contact },
                  {
                    key: 'phone',
                    label: t('orders.phone'),
                    // As the destination dials it (UK "07400 123456"); copied in E.164.
                    children: (
                      <Typography.Text copyable={{ text: o.address.phone }} data-testid="admin-order-phone">
                        {displayPhone(o.address.phone, o.address.country)}
                      </Typography.Text>
                    ),
                  },
                  {
                    key: 'address',
                    label: t('orders.addressLine'),
                    // As the destination writes it (what goes on the label), country included.
                    children: (
                      <Typography.Text copyable style={{ whiteSpace: 'pre-line' }} data-testid="admin-order-address">
                        {labelLines(o.address).join('\n')}
                      </Typography.Text>
                    ),
                  },
                ]}
              />
            </Card>

            {o.after_sales.length > 0 && (
              <Card title={t('orders.afterSales')} size="small">
                <Flex vertical gap={8}>
                  {o.after_sales.map((a) => (
                    <Flex key={a.id} justify="space-between" align="center" gap={8} wrap>
                      <span>
                        #{a.id} {a.type_name} · {a.status_name}
                        {a.result ? ` · ${a.result}` : ''}
                      </span>
                      <Link to={`/admin/after-sales/${a.id}`} aria-label={`${t('orders.viewAfterSale')} #${a.id}`}>
                        {t('orders.viewAfterSale')}
                      </Link>
                    </Flex>
                  ))}
                </Flex>
              </Card>
            )}

            <Card title={t('orders.timeline')} size="small">
              <Timeline
                items={o.timeline.map((e, i) => ({
                  key: `${e.kind}-${i}`,
                  title: dateTime(e.at, locale),
                  content: e.text,
                }))}
              />
            </Card>

            <Card title={t('orders.statusHistory')} size="small">
              {o.status_history.length === 0 ? (
                <Typography.Text type="secondary">{t('orders.statusHistoryEmpty')}</Typography.Text>
              ) : (
                <ol style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('orders.statusHistory')}>
                  {o.status_history.map((e) => (
                    <li key={`${e.at}-${e.action}`}>
                      <Typography.Text type="secondary">{dateTime(e.at, locale)}</Typography.Text> {e.from_name} →{' '}
                      {e.to_name} · {t(`orders.actor_${e.actor}` as AdminKey)}
                      {e.by ? ` (${e.by})` : ''}
                    </li>
                  ))}
                </ol>
              )}
            </Card>

            <Notes order={o} onAdded={load} />
          </Flex>
        </Col>
      </Row>

      <ShipModal
        open={shipping}
        title={t('orders.shipTitle', { no: o.order_no })}
        okText={t('orders.shipOk')}
        onCancel={() => setShipping(false)}
        onSubmit={ship}
      />
      <EventModal
        shipment={eventFor}
        onClose={() => setEventFor(null)}
        onDone={() => {
          setEventFor(null);
          notify.success(t('common.saved'));
          load();
        }}
      />
    </>
  );
}
