// One customer: profile and sign-in methods, newest orders (each opens the order),
// addresses, and disable / enable with a confirmation (GET and PUT /v1/admin/customers/:id).
import { StopOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  List,
  Result,
  Row,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { addressLines, inLatin } from '../../../domain/addresses/format.ts';
import type { CustomerDetail, CustomerOrderRow } from '../../../domain/admin/customers.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { pickText } from '../../../domain/i18n/locale.ts';
import { ORDER_STATUS_NAMES } from '../../../domain/orders/orders.ts';
import { ApiError, api, notify } from '../../api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { SpentAmounts } from './spent.tsx';

export default function CustomerDetailPage() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const id = Number(useParams().id);
  const [customer, setCustomer] = useState<CustomerDetail | null | undefined>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    api
      .get(routePath('/admin/customers/:id', { id }), undefined, { silent: true })
      .then(setCustomer)
      .catch((e) => {
        setCustomer(null);
        if (!(e instanceof ApiError) || e.code !== 404) notify.error(e instanceof Error ? e.message : String(e));
      });
  }, [id]);
  useEffect(load, [load]);

  if (customer === undefined) return <Skeleton active />;
  if (customer === null) {
    return (
      <>
        <PageHeader title={t('customers.title')} back="/admin/customers" />
        <Result status="404" title="404" subTitle={t('common.notFound')} />
      </>
    );
  }
  const c = customer;

  function toggle() {
    const disabling = !c.disabled;
    modal.confirm({
      title: t(disabling ? 'customers.disableTitle' : 'customers.enableTitle', { email: c.email }),
      content: t(disabling ? 'customers.disableBody' : 'customers.enableBody'),
      okText: t(disabling ? 'customers.disable' : 'customers.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common.cancel'),
      async onOk() {
        setBusy(true);
        try {
          const next = await api.put(
            disabling
              ? routePath('/admin/customers/:id/disable', { id: c.id })
              : routePath('/admin/customers/:id/enable', { id: c.id }),
          );
          setCustomer(next);
          notify.success(t(disabling ? 'customers.statusDisabled' : 'customers.statusActive'));
        } finally {
          setBusy(false);
        }
      },
    });
  }

  const methods = [
    ...(c.has_password ? [t('customers.password')] : []),
    t('customers.emailCode'),
    ...(c.identities.includes('google') ? [t('customers.google')] : []),
  ];

  const orderColumns: TableColumnsType<CustomerOrderRow> = [
    {
      title: t('customers.orderNo'),
      dataIndex: 'order_no',
      render: (no: string, o) => <Link to={`/admin/orders/${o.id}`}>{no}</Link>,
    },
    {
      title: t('customers.orderStatus'),
      dataIndex: 'status',
      render: (s: number) => <Tag>{pickText(ORDER_STATUS_NAMES[s], locale) || s}</Tag>,
    },
    {
      title: t('customers.orderTotal'),
      key: 'total',
      align: 'right',
      render: (_, o) => money(o.total, o.currency),
    },
    { title: t('customers.items'), dataIndex: 'item_count', align: 'right', responsive: ['md'] },
    {
      title: t('customers.placedAt'),
      dataIndex: 'created_at',
      responsive: ['sm'],
      render: (v: string) => dateTime(v, locale),
    },
    {
      title: t('customers.paidAt'),
      dataIndex: 'paid_at',
      responsive: ['lg'],
      render: (v: string | null) => (v ? dateTime(v, locale) : t('customers.unpaid')),
    },
  ];

  return (
    <>
      <PageHeader
        title={c.username || c.email}
        back="/admin/customers"
        extra={
          c.disabled ? (
            <Button icon={<UnlockOutlined />} loading={busy} onClick={toggle}>
              {t('customers.enable')}
            </Button>
          ) : (
            <Button danger icon={<StopOutlined />} loading={busy} onClick={toggle}>
              {t('customers.disable')}
            </Button>
          )
        }
      />
      {c.disabled && <Alert type="error" showIcon title={t('customers.disabledNotice')} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card title={t('customers.profile')}>
            <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
              <Avatar size={48} src={c.avatar || undefined} alt="">
                {(c.username || c.email).slice(0, 1).toUpperCase()}
              </Avatar>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>{c.username}</Typography.Text>
                <Typography.Text type="secondary" copyable ellipsis>
                  {c.email}
                </Typography.Text>
              </Flex>
            </Flex>
            <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" bordered>
              <Descriptions.Item label="ID">{c.id}</Descriptions.Item>
              <Descriptions.Item label={t('customers.mobile')}>{c.mobile || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('customers.sex')}>
                {c.sex === 2 ? t('customers.female') : t('customers.male')}
              </Descriptions.Item>
              <Descriptions.Item label={t('common.status')}>
                <Badge
                  status={c.disabled ? 'error' : 'success'}
                  text={c.disabled ? t('customers.statusDisabled') : t('customers.statusActive')}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.signIn')}>{methods.join(' · ')}</Descriptions.Item>
              <Descriptions.Item label={t('customers.activeSessions')}>{c.active_sessions}</Descriptions.Item>
              <Descriptions.Item label={t('customers.registered')}>{dateTime(c.created_at, locale)}</Descriptions.Item>
              <Descriptions.Item label={t('customers.lastLogin')}>
                {c.last_login_at ? dateTime(c.last_login_at, locale) : t('customers.never')}
              </Descriptions.Item>
              <Descriptions.Item label={t('customers.orders')}>{c.order_count}</Descriptions.Item>
              <Descriptions.Item label={`${t('customers.spent')} (${t('customers.spentHelp')})`}>
                <Flex justify="start">
                  <SpentAmounts spent={c.spent} />
                </Flex>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xxl={14}>
          <Card
            title={t('customers.recentOrders')}
            extra={c.order_count > 0 && <Link to={`/admin/orders?customer=${c.id}`}>{t('customers.allOrders')}</Link>}
          >
            <Table<CustomerOrderRow>
              rowKey="id"
              size="small"
              columns={orderColumns}
              dataSource={c.recent_orders}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.noOrders')} />,
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xxl={10}>
          <Card title={t('customers.addresses')}>
            <List
              dataSource={c.addresses}
              locale={{ emptyText: <Typography.Text type="secondary">{t('customers.noAddresses')}</Typography.Text> }}
              renderItem={(a) => (
                <List.Item>
                  <Flex vertical gap={2} style={{ minWidth: 0 }}>
                    <Flex gap={8} wrap align="center">
                      <Typography.Text strong>{a.contact}</Typography.Text>
                      <Typography.Text type="secondary">{a.phone}</Typography.Text>
                      {a.is_default && <Tag color="blue">{t('customers.defaultAddress')}</Tag>}
                    </Flex>
                    {/* As the destination writes it (src/domain/addresses/format.ts). */}
                    <Typography.Text style={{ whiteSpace: 'pre-line' }}>
                      {(inLatin(a.country, a)
                        ? [...addressLines(a.country, a), a.country_name]
                        : [a.country_name, ...addressLines(a.country, a)]
                      ).join('\n')}
                    </Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
