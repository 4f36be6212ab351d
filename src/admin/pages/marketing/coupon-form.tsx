// The create / edit dialog of a coupon: code, type, value (an amount for fixed
// coupons, a percentage otherwise), minimum spend, validity, limits, description and
// whether it is enabled. The same rules as the server are checked before sending; the
// server's answer (e.g. a code already taken) shows on the field it concerns.
import {
  Col,
  DatePicker,
  type DatePickerProps,
  Form,
  Input,
  InputNumber,
  type InputNumberProps,
  Modal,
  Radio,
  Row,
  Switch,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import {
  COUPON_CODE_PATTERN,
  COUPON_KIND,
  type CouponInput,
  type CouponView,
  MAX_COUPON_LIMIT,
} from '../../../domain/admin/marketing.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { ApiError, api, notify } from '../../api.ts';
import { I18nTextFields } from '../../components/i18n-text-fields.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { useT } from '../../i18n/index.tsx';

interface FormValues {
  code: string;
  kind: number;
  amount?: number | null;
  percent?: number | null;
  min_spend?: number | null;
  starts?: Dayjs | null;
  ends?: Dayjs | null;
  total_limit?: number | null;
  per_customer_limit?: number | null;
  enabled: boolean;
  description: { 'zh-cn': string; en: string };
}

/** A date and time to the minute (the coupon's validity ends). */
function DateTimeInput(props: DatePickerProps) {
  return <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} {...props} />;
}

/** A use limit: a whole number, empty for unlimited. */
function LimitInput(props: InputNumberProps<number>) {
  const t = useT();
  return (
    <InputNumber<number>
      max={MAX_COUPON_LIMIT}
      precision={0}
      placeholder={t('marketing.unlimited')}
      style={{ width: '100%' }}
      {...props}
    />
  );
}

function initialValues(c: CouponView | null): FormValues {
  if (!c) {
    const start = dayjs().startOf('hour');
    return {
      code: '',
      kind: COUPON_KIND.fixed,
      amount: null,
      percent: 10,
      min_spend: 0,
      starts: start,
      ends: start.add(30, 'day'),
      total_limit: null,
      per_customer_limit: 1,
      enabled: true,
      description: { 'zh-cn': '', en: '' },
    };
  }
  return {
    code: c.code,
    kind: c.kind,
    amount: c.kind === COUPON_KIND.fixed ? c.value : null,
    percent: c.kind === COUPON_KIND.percent ? c.value : 10,
    min_spend: c.min_spend,
    starts: dayjs(c.starts_at),
    ends: dayjs(c.ends_at),
    total_limit: c.total_limit,
    per_customer_limit: c.per_customer_limit,
    enabled: c.enabled,
    description: c.description,
  };
}

export function CouponFormModal({
  open,
  coupon,
  currency,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** null: a new coupon. */
  coupon: CouponView | null;
  currency: string;
  onClose(): void;
  onSaved(c: CouponView): void;
}) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form);
  const used = coupon?.used ?? 0;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues(coupon));
  }, [open, coupon, form]);

  async function save(v: FormValues) {
    const start = v.starts;
    const end = v.ends;
    if (!start || !end) return;
    const body: CouponInput = {
      code: v.code.trim(),
      kind: v.kind,
      value: (v.kind === COUPON_KIND.fixed ? v.amount : v.percent) ?? 0,
      min_spend: v.min_spend ?? 0,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      total_limit: v.total_limit ?? null,
      per_customer_limit: v.per_customer_limit ?? null,
      enabled: v.enabled,
      description: v.description,
    };
    setSaving(true);
    try {
      const saved = coupon
        ? await api.put(routePath('/admin/coupons/:id', { id: coupon.id }), { ...body }, { silent: true })
        : await api.post('/admin/coupons', { ...body }, { silent: true });
      notify.success(t('common.saved'));
      onSaved(saved);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      // Put the server's reason next to the field it is about when it is clear which one.
      if (e instanceof ApiError && e.code === 409) form.setFields([{ name: 'code', errors: [message] }]);
      else notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  const totalLimitRules = [
    {
      validator: (_: unknown, value: number | null | undefined) => {
        if (value == null) return Promise.resolve();
        if (!Number.isInteger(value) || value < 1) return Promise.reject(new Error(t('marketing.atLeastOne')));
        if (value < used) return Promise.reject(new Error(t('marketing.belowUsed', { used })));
        return Promise.resolve();
      },
    },
  ];

  return (
    <Modal
      open={open}
      title={coupon ? t('marketing.editCoupon') : t('marketing.newCoupon')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      forceRender
    >
      <Form<FormValues> form={form} layout="vertical" onFinish={save}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="code"
              label={t('marketing.code')}
              extra={t('marketing.codeHelp')}
              normalize={(v: string) => v.toUpperCase()}
              rules={[
                { required: true, message: t('common.required') },
                { pattern: COUPON_CODE_PATTERN, message: t('marketing.codeFormat') },
              ]}
            >
              <Input maxLength={32} autoComplete="off" style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="kind" label={t('marketing.kind')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: COUPON_KIND.fixed, label: t('marketing.kindFixed') },
                  { value: COUPON_KIND.percent, label: t('marketing.kindPercent') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {kind === COUPON_KIND.percent ? (
              <Form.Item
                name="percent"
                label={t('marketing.percentOff')}
                rules={[
                  { required: true, message: t('marketing.percentRange') },
                  { type: 'integer', min: 1, max: 100, message: t('marketing.percentRange') },
                ]}
              >
                <InputNumber<number> min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
              </Form.Item>
            ) : (
              <Form.Item
                name="amount"
                label={t('marketing.amountOff')}
                rules={[
                  { required: true, message: t('marketing.positive') },
                  { type: 'number', min: 1, message: t('marketing.positive') },
                ]}
              >
                <MoneyInput currency={currency} />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="min_spend" label={t('marketing.minSpend')} extra={t('marketing.minSpendHelp')}>
              <MoneyInput currency={currency} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="starts"
              label={t('marketing.startsAt')}
              extra={t('marketing.validityHelp')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <DateTimeInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="ends"
              label={t('marketing.endsAt')}
              dependencies={['starts']}
              rules={[
                { required: true, message: t('common.required') },
                ({ getFieldValue }) => ({
                  validator: (_, value: Dayjs | null | undefined) => {
                    const starts = getFieldValue('starts') as Dayjs | null | undefined;
                    if (!value || !starts || value.isAfter(starts)) return Promise.resolve();
                    return Promise.reject(new Error(t('marketing.endsBeforeStart')));
                  },
                }),
              ]}
            >
              <DateTimeInput />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="total_limit"
              label={t('marketing.totalLimit')}
              extra={used > 0 ? `${t('marketing.used')}: ${used}` : t('marketing.limitHelp')}
              rules={totalLimitRules}
            >
              <LimitInput min={Math.max(1, used)} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="per_customer_limit"
              label={t('marketing.perCustomerLimit')}
              extra={t('marketing.limitHelp')}
              rules={[{ type: 'integer', min: 1, message: t('marketing.atLeastOne') }]}
            >
              <LimitInput min={1} />
            </Form.Item>
          </Col>
        </Row>
        <I18nTextFields name="description" label={t('marketing.description')} max={200} />
        <Form.Item name="enabled" label={t('marketing.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
