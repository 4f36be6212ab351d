// The ship form (an order's parcel, or an exchange's replacement): carrier from
// GET /v1/admin/carriers, tracking number, and the phone's last 4 digits when the
// carrier needs them to answer tracking queries.
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { PHONE_TAIL_PATTERN, TRACKING_NO_PATTERN } from '../../../domain/tracking/carriers.ts';
import { api } from '../../api.ts';
import { useT } from '../../i18n/index.tsx';

interface CarrierOption {
  code: string;
  name: string;
  needs_phone_tail: boolean;
}

export interface ShipValues {
  carrier: string;
  tracking_no: string;
  phone_tail?: string;
}

export function ShipModal(props: {
  open: boolean;
  title: string;
  okText: string;
  onCancel(): void;
  /** Sends the parcel; resolves when it went through (the modal closes), rejects to stay open. */
  onSubmit(values: ShipValues): Promise<void>;
}) {
  const t = useT();
  const [form] = Form.useForm<ShipValues>();
  const [carriers, setCarriers] = useState<CarrierOption[]>([]);
  const [busy, setBusy] = useState(false);
  const carrier = Form.useWatch('carrier', form);
  const needsTail = carriers.find((c) => c.code === carrier)?.needs_phone_tail ?? false;

  useEffect(() => {
    if (!props.open || carriers.length) return;
    api
      .get('/admin/carriers')
      .then(setCarriers)
      .catch(() => undefined);
  }, [props.open, carriers.length]);

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await props.onSubmit({
        carrier: values.carrier,
        tracking_no: values.tracking_no.trim(),
        ...(needsTail && values.phone_tail ? { phone_tail: values.phone_tail } : {}),
      });
      form.resetFields();
    } catch {
      // The API client showed the server's message; the form stays for a correction.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={props.onCancel}
      confirmLoading={busy}
      forceRender
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item
          name="carrier"
          label={t('orders.carrier')}
          rules={[{ required: true, message: t('orders.carrierRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={!carriers.length}
            options={carriers.map((c) => ({ value: c.code, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="tracking_no"
          label={t('orders.trackingNo')}
          rules={[
            { required: true, message: t('orders.trackingNoRequired') },
            { pattern: TRACKING_NO_PATTERN, message: t('orders.trackingNoRequired') },
          ]}
        >
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        {needsTail && (
          <Form.Item
            name="phone_tail"
            label={t('orders.phoneTail')}
            extra={t('orders.phoneTailHelp')}
            rules={[{ pattern: PHONE_TAIL_PATTERN, message: t('orders.phoneTailInvalid') }]}
          >
            <Input maxLength={4} inputMode="numeric" autoComplete="off" style={{ maxWidth: 120 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
