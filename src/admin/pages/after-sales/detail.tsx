// One after-sale request for staff: what the customer asked (type, reason, description,
// photos, items, return parcel), the refund, the replacement parcel, and the buttons of
// the `actions` the API allows now: approve, reject with a reason, mark the return
// received, refund (confirming the amount), ship the exchange's replacement, complete.
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Image,
  Input,
  Modal,
  Result,
  Row,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminAfterSaleView, AdminOrderDetail } from '../../../domain/admin/orders.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { ApiError, api, notify } from '../../api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { type AdminKey, useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { OrderLines } from '../orders/order-lines.tsx';
import { ShipModal, type ShipValues } from '../orders/ship-modal.tsx';
import { OrderStatusTag } from '../orders/status.tsx';
import { AfterSaleStatusTag, AfterSaleTypeTag } from './status.tsx';

/** The staff decisions on a request (PUT), and shipping an exchange's replacement (POST). */
type Decision = 'approve' | 'reject' | 'receive' | 'refund' | 'complete' | 'ship-replacement';

function RejectModal(props: { open: boolean; onClose(): void; onReject(reason: string): Promise<void> }) {
  const t = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const { reason } = checked;
    setBusy(true);
    try {
      await props.onReject(reason.trim());
      form.resetFields();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={props.open}
      title={t('afterSales.rejectTitle')}
      okText={t('afterSales.rejectOk')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={props.onClose}
      confirmLoading={busy}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('afterSales.rejectReason')}
          rules={[{ required: true, whitespace: true, max: 500, message: t('afterSales.rejectReasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function AfterSaleDetail() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const { id } = useParams();
  const [request, setRequest] = useState<AdminAfterSaleView | null>(null);
  const [order, setOrder] = useState<AdminOrderDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [shipping, setShipping] = useState(false);

  const load = useCallback(async () => {
    try {
      const r = await api.get(routePath('/admin/after-sales/:id', { id: String(id) }), undefined, { silent: true });
      setRequest(r);
      setOrder(await api.get(routePath('/admin/orders/:id', { id: r.order_id }), undefined, { silent: true }));
    } catch (e) {
      if (e instanceof ApiError && (e.code === 404 || e.code === 400)) setMissing(true);
      else notify.error(e instanceof Error ? e.message : String(e));
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  if (missing) return <Result status="404" title="404" subTitle={t('common.notFound')} />;
  if (!request) return <Skeleton active />;
  const r = request;
  const amount = money(r.refund_amount, r.currency);

  /** Runs a decision; the answer is the request as it is now. */
  async function run(action: Decision, payload?: Record<string, unknown>) {
    const next =
      action === 'ship-replacement'
        ? await api.post(routePath('/admin/after-sales/:id/ship-replacement', { id: r.id }), payload)
        : await api.put(routePath(`/admin/after-sales/:id/${action}`, { id: r.id }), payload);
    setRequest(next);
    notify.success(t('afterSales.done'));
    void load();
  }

  function confirm(title: string, content: string, okText: string, action: Decision, danger = false) {
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger },
      cancelText: t('common.cancel'),
      // A refusal is shown by the API client; the dialog closes and the page shows the request as it is.
      onOk: () => run(action).catch(() => load()),
    });
  }

  const approveText =
    r.type === 10
      ? order && order.shipped_at === null
        ? t('afterSales.approveConfirmRefundNow', { amount })
        : t('afterSales.approveConfirmRefund')
      : t('afterSales.approveConfirmReturn');

  const buttons: Record<string, React.ReactNode> = {
    approve: (
      <Button
        key="approve"
        type="primary"
        onClick={() => confirm(t('afterSales.approveConfirmTitle'), approveText, t('afterSales.approve'), 'approve')}
      >
        {t('afterSales.approve')}
      </Button>
    ),
    reject: (
      <Button key="reject" danger onClick={() => setRejecting(true)}>
        {t('afterSales.reject')}
      </Button>
    ),
    receive: (
      <Button
        key="receive"
        type="primary"
        onClick={() =>
          confirm(
            t('afterSales.receiveConfirmTitle'),
            t('afterSales.receiveConfirmText'),
            t('afterSales.receive'),
            'receive',
          )
        }
      >
        {t('afterSales.receive')}
      </Button>
    ),
    refund: (
      <Button
        key="refund"
        type="primary"
        onClick={() =>
          confirm(
            t('afterSales.refundConfirmTitle', { amount }),
            t('afterSales.refundConfirmText', { amount }),
            t('afterSales.refundAction'),
            'refund',
          )
        }
      >
        {t('afterSales.refundAction')}
      </Button>
    ),
    ship_replacement: (
      <Button key="ship" type="primary" onClick={() => setShipping(true)}>
        {t('afterSales.shipReplacement')}
      </Button>
    ),
    complete: (
      <Button
        key="complete"
        onClick={() =>
          confirm(
            t('afterSales.completeConfirmTitle'),
            t('afterSales.completeConfirmText'),
            t('afterSales.complete'),
            'complete',
          )
        }
      >
        {t('afterSales.complete')}
      </Button>
    ),
  };

  return (
    <>
      <PageHeader
        title={t('afterSales.detailTitle', { id: r.id })}
        back="/admin/after-sales"
        extra={r.actions.map((a) => buttons[a])}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title={t('afterSales.request')} size="small">
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  { key: 'type', label: t('afterSales.type'), children: <AfterSaleTypeTag type={r.type} t={t} /> },
                  {
                    key: 'status',
                    label: t('common.status'),
                    children: (
                      <AfterSaleStatusTag status={r.status} result={r.result} resultName={r.result_name} t={t} />
                    ),
                  },
                  { key: 'created', label: t('afterSales.created'), children: dateTime(r.created_at, locale) },
                  {
                    key: 'customer',
                    label: t('afterSales.customer'),
                    children: <Link to={`/admin/customers/${r.user_id}`}>{r.customer_email}</Link>,
                  },
                  {
                    key: 'order',
                    label: t('afterSales.order'),
                    children: (
                      <Flex gap={8} wrap align="center">
                        <Link to={`/admin/orders/${r.order_id}`}>{r.order_no}</Link>
                        <OrderStatusTag status={r.order_status} name={r.order_status_name} />
                      </Flex>
                    ),
                  },
                  ...(r.type !== 30
                    ? [
                        {
                          key: 'amount',
                          label: t('afterSales.refundAmount'),
                          children: <Typography.Text strong>{amount}</Typography.Text>,
                        },
                      ]
                    : []),
                  { key: 'reason', label: t('afterSales.reason'), children: r.reason_name },
                  ...(r.completed_at
                    ? [
                        {
                          key: 'completed',
                          label: t('afterSales.completedAt'),
                          children: dateTime(r.completed_at, locale),
                        },
                      ]
                    : []),
                  {
                    key: 'description',
                    label: t('afterSales.description'),
                    span: 'filled' as const,
                    children: r.description ? (
                      <span style={{ whiteSpace: 'pre-wrap' }}>{r.description}</span>
                    ) : (
                      <Typography.Text type="secondary">{t('afterSales.noDescription')}</Typography.Text>
                    ),
                  },
                  ...(r.staff_reason
                    ? [
                        {
                          key: 'staff',
                          label: t('afterSales.staffReason'),
                          span: 'filled' as const,
                          children: r.staff_reason,
                        },
                      ]
                    : []),
                ]}
              />
              {r.actions.length === 0 && (
                <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
                  {t('afterSales.noActions')}
                </Typography.Paragraph>
              )}
            </Card>

            <Card title={t('afterSales.lines')} size="small">
              <OrderLines
                lines={r.lines}
                aside={(l) => (
                  <Typography.Text>
                    {money(l.price, r.currency)} × {l.quantity}
                  </Typography.Text>
                )}
              />
            </Card>

            {r.images.length > 0 && (
              <Card title={t('afterSales.images')} size="small">
                <Image.PreviewGroup>
                  <Flex gap={8} wrap>
                    {r.images.map((src, i) => (
                      <Image
                        key={src}
                        src={src}
                        alt={`${t('afterSales.images')} ${i + 1}`}
                        width={96}
                        height={96}
                        style={{ objectFit: 'cover', borderRadius: 4 }}
                      />
                    ))}
                  </Flex>
                </Image.PreviewGroup>
              </Card>
            )}
          </Flex>
        </Col>

        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {r.type !== 10 && (
              <Card title={t('afterSales.returnParcel')} size="small">
                {r.return_tracking_no ? (
                  <Descriptions
                    size="small"
                    column={1}
                    items={[
                      { key: 'carrier', label: t('orders.carrier'), children: r.return_carrier_name },
                      {
                        key: 'no',
                        label: t('orders.trackingNo'),
                        children: <Typography.Text copyable>{r.return_tracking_no}</Typography.Text>,
                      },
                      {
                        key: 'received',
                        label: t('afterSales.returnReceivedAt'),
                        children: dateTime(r.return_received_at, locale),
                      },
                    ]}
                  />
                ) : (
                  <Typography.Text type="secondary">
                    {r.return_received_at
                      ? `${t('afterSales.returnReceivedAt')}: ${dateTime(r.return_received_at, locale)}`
                      : t('afterSales.returnNotSent')}
                  </Typography.Text>
                )}
              </Card>
            )}

            {r.replacement && (
              <Card title={t('afterSales.replacement')} size="small">
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    { key: 'carrier', label: t('orders.carrier'), children: r.replacement.carrier_name },
                    {
                      key: 'no',
                      label: t('orders.trackingNo'),
                      children: <Typography.Text copyable>{r.replacement.tracking_no}</Typography.Text>,
                    },
                    { key: 'at', label: t('orders.shipped'), children: dateTime(r.replacement.shipped_at, locale) },
                  ]}
                />
              </Card>
            )}

            {r.refund && (
              <Card title={t('afterSales.refund')} size="small">
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{money(r.refund.amount, r.currency)}</Typography.Text>
                  <Tag
                    color={r.refund.status === 'succeeded' ? 'green' : r.refund.status === 'failed' ? 'red' : 'gold'}
                  >
                    {t(`afterSales.refundStatus_${r.refund.status}` as AdminKey)}
                  </Tag>
                </Flex>
                {r.refund_failure && (
                  <Typography.Paragraph type="danger" style={{ margin: '8px 0 0' }}>
                    {t('afterSales.refundFailure', { reason: r.refund_failure })}
                  </Typography.Paragraph>
                )}
              </Card>
            )}

            {order && (
              <Card title={t('orders.address')} size="small">
                <Typography.Paragraph style={{ margin: 0 }}>
                  {order.address.contact} · {order.address.phone}
                  <br />
                  {[order.address.address, order.address.city, order.address.province, order.address.country_name]
                    .filter(Boolean)
                    .join(', ')}
                </Typography.Paragraph>
              </Card>
            )}
          </Flex>
        </Col>
      </Row>

      <RejectModal
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          await run('reject', { reason });
          setRejecting(false);
        }}
      />
      <ShipModal
        open={shipping}
        title={t('afterSales.shipReplacementTitle')}
        okText={t('afterSales.shipReplacementOk')}
        onCancel={() => setShipping(false)}
        onSubmit={async (values: ShipValues) => {
          await run('ship-replacement', { ...values });
          setShipping(false);
        }}
      />
    </>
  );
}
