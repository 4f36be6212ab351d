// Building blocks of the settings tabs: a form that saves only its own keys (secrets
// only when typed), and a write-only secret field that shows whether it is set, never
// its value, with a way to clear it.
import { App, Button, Flex, Form, Input, Tag, theme } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import type { AdminSettingsView, SecretSettingKey } from '../../../domain/site/settings.ts';
import { api, notify } from '../../api.ts';
import { useT } from '../../i18n/index.tsx';

export type Values = AdminSettingsView['values'];
export type SaveSettings = (patch: Record<string, unknown>) => Promise<boolean>;

/** PUT /v1/admin/settings with a partial patch; answers whether it was saved. */
export function useSaveSettings(onSaved: (view: AdminSettingsView) => void): SaveSettings {
  const t = useT();
  return async (patch) => {
    try {
      onSaved(await api.put('/admin/settings', patch));
      notify.success(t('settings.saved'));
      return true;
    } catch {
      return false; // the API client already showed the server's message
    }
  };
}

/**
 * A tab's form: initial values from the settings, and on save only the keys it shows;
 * a secret left empty is not sent (the server keeps it).
 */
export function SettingsForm({
  initial,
  secretKeys = [],
  save,
  transform,
  children,
}: {
  initial: Record<string, unknown>;
  secretKeys?: SecretSettingKey[];
  save: SaveSettings;
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  children: ReactNode;
}) {
  const t = useT();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  async function submit(values: Record<string, unknown>) {
    const patch = transform ? transform(values) : { ...values };
    for (const key of secretKeys) if (!patch[key]) delete patch[key];
    setBusy(true);
    const ok = await save(patch);
    setBusy(false);
    if (ok) form.setFieldsValue(Object.fromEntries(secretKeys.map((k) => [k, ''])));
  }
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} style={{ maxWidth: 880 }}>
      {children}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

/** A write-only secret: never prefilled; the placeholder says whether one is set; "clear" removes it. */
export function SecretField({
  name,
  label,
  set,
  save,
  extra,
}: {
  name: SecretSettingKey;
  label: string;
  set: boolean;
  save: SaveSettings;
  extra?: ReactNode;
}) {
  const t = useT();
  const { modal } = App.useApp();
  const id = `${useId()}-${name}`;
  return (
    <Form.Item
      htmlFor={id}
      label={
        <Flex gap={8} align="center">
          <span>{label}</span>
          {set ? (
            <ToneTag tone="green">{t('settings.secretSet')}</ToneTag>
          ) : (
            <ToneTag>{t('settings.secretNotSet')}</ToneTag>
          )}
        </Flex>
      }
      extra={extra}
    >
      <Flex gap={8}>
        <Form.Item name={name} noStyle rules={[{ pattern: /^\S*$/, message: t('settings.noSpaces') }]}>
          <Input.Password
            id={id}
            autoComplete="new-password"
            placeholder={set ? t('settings.secretKeepPlaceholder') : t('settings.secretEmptyPlaceholder')}
            visibilityToggle
          />
        </Form.Item>
        {set && (
          <Button
            onClick={() =>
              modal.confirm({
                title: t('settings.clearTitle', { name: label }),
                content: t('settings.clearBody'),
                okText: t('settings.clear'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                onOk: () => save({ [name]: '' }),
              })
            }
          >
            {t('settings.clear')}
          </Button>
        )}
      </Flex>
    </Form.Item>
  );
}

/**
 * Help text in the theme's secondary colour, which (unlike antd's "description" grey of
 * field extras and secondary Typography) meets the 4.5:1 contrast of WCAG AA.
 */
export function Hint({ children, block }: { children: ReactNode; block?: boolean }) {
  const { token } = theme.useToken();
  const style = { color: token.colorTextSecondary };
  return block ? <div style={{ ...style, marginBottom: 12 }}>{children}</div> : <span style={style}>{children}</span>;
}

/** Tag tones with dark text on a light fill (antd's preset tag colours fall below 4.5:1). */
const TONES = {
  grey: ['rgba(0, 0, 0, 0.88)', '#fafafa', '#d9d9d9'],
  green: ['#135200', '#f6ffed', '#b7eb8f'],
  volcano: ['#871400', '#fff2e8', '#ffbb96'],
  blue: ['#002c8c', '#e6f4ff', '#91caff'],
  orange: ['#873800', '#fff7e6', '#ffd591'],
} as const;

export function ToneTag({ tone = 'grey', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  const [color, background, borderColor] = TONES[tone];
  return <Tag style={{ color, background, borderColor }}>{children}</Tag>;
}

/** A link colour with 4.5:1 on white (antd's default link blue has about 4:1). */
export const LINK_COLOR = '#0958d9';
