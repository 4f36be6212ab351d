// A team dialog: a form in a modal whose OK button submits it; while `send` runs the
// button spins, and a failure (shown by the API client) leaves the dialog open.
import { Form, type FormProps, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/index.tsx';

export function FormDialog<V>({
  name,
  title,
  okText,
  send,
  onClose,
  intro,
  formProps,
  children,
}: {
  /** The form's name (its fields' ids start with it). */
  name: string;
  title: string;
  okText: string;
  send(values: V): Promise<void>;
  onClose(): void;
  /** Text above the form. */
  intro?: ReactNode;
  formProps?: Pick<FormProps<V>, 'initialValues' | 'requiredMark'>;
  children: ReactNode;
}) {
  const t = useT();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  async function submit(values: V) {
    setBusy(true);
    try {
      await send(values);
    } catch {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {intro}
      <Form form={form} name={name} layout="vertical" onFinish={submit} {...formProps}>
        {children}
      </Form>
    </Modal>
  );
}
