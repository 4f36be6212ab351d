// /admin/team (owners): staff accounts — create with an initial password, rename and
// change the role, reset a password, disable (signs them out at once) and enable. The
// server keeps one enabled owner and refuses disabling yourself; the buttons say so too.
import { KeyOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Grid, Input, Select, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useId, useState } from 'react';
import type { StaffRole } from '../../../domain/admin/staff.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { api, notify } from '../../api.ts';
import { AdminListTable } from '../../components/admin-list-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime } from '../../lib/format.ts';
import { type AdminListRow, useAdminList } from '../../lib/use-admin-list.ts';
import { useStaff } from '../../session.ts';
import { Hint, ToneTag } from '../settings/fields.tsx';
import { FormDialog } from './form-dialog.tsx';

type Member = AdminListRow<'/admin/staff'>;

type Dialog = { kind: 'create' } | { kind: 'edit'; member: Member } | { kind: 'password'; member: Member };

const PASSWORD_MIN = 12;

/** A random 16-character password (letters and digits, no look-alikes). */
function generatePassword(): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}

export default function TeamScreen() {
  const t = useT();
  const { locale } = useAdminLocale();
  const me = useStaff();
  const { modal } = App.useApp();
  const list = useAdminList('/admin/staff');
  const [dialog, setDialog] = useState<Dialog>();
  const enabledOwners = list.rows.filter((m) => m.role === 'owner' && !m.disabled).length;
  const phone = !Grid.useBreakpoint().md;

  function toggle(member: Member) {
    const disable = !member.disabled;
    modal.confirm({
      title: t(disable ? 'team.disableTitle' : 'team.enableTitle', { name: member.name || member.email }),
      content: disable ? t('team.disableBody') : undefined,
      okText: t(disable ? 'team.disable' : 'team.enable'),
      okButtonProps: { danger: disable },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await api.put(routePath(`/admin/staff/:id/${disable ? 'disable' : 'enable'}`, { id: member.id }));
        notify.success(t(disable ? 'team.disabledDone' : 'team.enabledDone'));
        list.reload();
      },
    });
  }

  const roleTag = (role: StaffRole) => (
    <ToneTag tone={role === 'owner' ? 'volcano' : 'blue'}>
      {t(role === 'owner' ? 'layout.roleOwner' : 'layout.roleOperator')}
    </ToneTag>
  );

  const statusTag = (disabled: boolean) =>
    disabled ? <ToneTag>{t('common.disabled')}</ToneTag> : <ToneTag tone="green">{t('common.enabled')}</ToneTag>;
  const lastLogin = (iso: string | null) => (iso ? dateTime(iso, locale) : t('team.never'));

  function actions(m: Member) {
    const lastOwner = m.role === 'owner' && !m.disabled && enabledOwners <= 1;
    const self = m.id === me.id;
    const blocked = !m.disabled && (self || lastOwner);
    return (
      <Flex gap={4} wrap>
        <Button size="small" onClick={() => setDialog({ kind: 'edit', member: m })}>
          {t('common.edit')}
        </Button>
        <Button size="small" icon={<KeyOutlined />} onClick={() => setDialog({ kind: 'password', member: m })}>
          {t('team.resetPassword')}
        </Button>
        <Tooltip title={blocked ? t(self ? 'team.cannotDisableSelf' : 'team.cannotDisableLastOwner') : undefined}>
          <Button size="small" disabled={blocked} onClick={() => toggle(m)}>
            {t(m.disabled ? 'team.enable' : 'team.disable')}
          </Button>
        </Tooltip>
      </Flex>
    );
  }

  // Phones: one column with everything stacked, instead of a table to scroll sideways.
  const phoneColumns: TableColumnsType<Member> = [
    {
      title: t('layout.team'),
      key: 'member',
      render: (_, m) => (
        <Flex vertical gap={6}>
          <Flex gap={6} align="center" wrap>
            <Typography.Text strong>{m.name || '—'}</Typography.Text>
            {m.id === me.id && <ToneTag>{t('team.you')}</ToneTag>}
            {roleTag(m.role)}
            {statusTag(m.disabled)}
          </Flex>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{m.email}</Typography.Text>
          <Hint>
            {t('team.lastLogin')}: {lastLogin(m.last_login_at)}
          </Hint>
          {actions(m)}
        </Flex>
      ),
    },
  ];

  const columns: TableColumnsType<Member> = [
    {
      title: t('team.name'),
      dataIndex: 'name',
      render: (name: string, m) => (
        <Flex gap={6} align="center" wrap>
          <span>{name || '—'}</span>
          {m.id === me.id && <ToneTag>{t('team.you')}</ToneTag>}
        </Flex>
      ),
    },
    { title: t('team.email'), dataIndex: 'email' },
    { title: t('team.role'), dataIndex: 'role', render: roleTag },
    { title: t('common.status'), dataIndex: 'disabled', render: statusTag },
    { title: t('team.lastLogin'), dataIndex: 'last_login_at', render: lastLogin },
    { title: t('common.actions'), key: 'actions', render: (_, m) => actions(m) },
  ];

  return (
    <>
      <PageHeader
        title={t('layout.team')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
            {t('team.create')}
          </Button>
        }
      />
      <AdminListTable<Member> list={list} columns={phone ? phoneColumns : columns} />
      {dialog?.kind === 'create' && (
        <CreateDialog
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            list.reload();
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditDialog
          member={dialog.member}
          lastOwner={dialog.member.role === 'owner' && !dialog.member.disabled && enabledOwners <= 1}
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            list.reload();
          }}
        />
      )}
      {dialog?.kind === 'password' && (
        <PasswordDialog member={dialog.member} self={dialog.member.id === me.id} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
}

function RoleSelect(props: { id?: string; value?: StaffRole; onChange?: (v: StaffRole) => void; disabled?: boolean }) {
  const t = useT();
  return (
    <Select<StaffRole>
      {...props}
      options={[
        { value: 'operator', label: `${t('layout.roleOperator')} · ${t('team.operatorScope')}` },
        { value: 'owner', label: `${t('layout.roleOwner')} · ${t('team.ownerScope')}` },
      ]}
    />
  );
}

/** The password field with a "generate" button that fills it and shows it for copying. */
function PasswordField({ name, label }: { name: string; label: string }) {
  const t = useT();
  const form = Form.useFormInstance();
  const [visible, setVisible] = useState(false);
  const id = `${useId()}-${name}`;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required
      extra={<Hint>{t('team.passwordHelp', { n: PASSWORD_MIN })}</Hint>}
      style={{ marginBottom: 16 }}
    >
      <Flex gap={8}>
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, message: t('team.passwordShort', { n: PASSWORD_MIN }) },
            { min: PASSWORD_MIN, message: t('team.passwordShort', { n: PASSWORD_MIN }) },
            { max: 128 },
          ]}
        >
          <Input.Password
            id={id}
            autoComplete="new-password"
            visibilityToggle={{ visible, onVisibleChange: setVisible }}
            maxLength={128}
          />
        </Form.Item>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.setFieldValue(name, generatePassword());
            void form.validateFields([name]);
            setVisible(true);
          }}
        >
          {t('team.generate')}
        </Button>
      </Flex>
    </Form.Item>
  );
}

/** The staff member's display name (create and edit). */
function NameItem() {
  const t = useT();
  return (
    <Form.Item
      name="name"
      label={t('team.name')}
      rules={[{ required: true, whitespace: true, message: t('team.nameRequired') }, { max: 60 }]}
    >
      <Input autoComplete="off" maxLength={60} />
    </Form.Item>
  );
}

function CreateDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const t = useT();
  return (
    <FormDialog<{ email: string; name: string; role: StaffRole; password: string }>
      name="team-create"
      title={t('team.create')}
      okText={t('team.createOk')}
      onClose={onClose}
      formProps={{ initialValues: { role: 'operator' }, requiredMark: true }}
      send={async (values) => {
        await api.post('/admin/staff', values);
        notify.success(t('team.created'));
        onDone();
      }}
    >
      <Form.Item
        name="email"
        label={t('team.email')}
        rules={[{ required: true, type: 'email', whitespace: true, message: t('team.emailInvalid') }]}
      >
        <Input type="email" autoComplete="off" maxLength={254} />
      </Form.Item>
      <NameItem />
      <Form.Item name="role" label={t('team.role')} rules={[{ required: true }]}>
        <RoleSelect />
      </Form.Item>
      <PasswordField name="password" label={t('team.initialPassword')} />
    </FormDialog>
  );
}

function EditDialog({
  member,
  lastOwner,
  onClose,
  onDone,
}: {
  member: Member;
  lastOwner: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const t = useT();
  return (
    <FormDialog<{ name: string; role: StaffRole }>
      name="team-edit"
      title={t('team.editTitle', { email: member.email })}
      okText={t('common.save')}
      onClose={onClose}
      formProps={{ initialValues: { name: member.name, role: member.role } }}
      send={async (values) => {
        await api.put(routePath('/admin/staff/:id', { id: member.id }), values);
        notify.success(t('common.saved'));
        onDone();
      }}
    >
      <NameItem />
      <Form.Item
        name="role"
        label={t('team.role')}
        extra={lastOwner ? <Hint>{t('team.cannotDemoteLastOwner')}</Hint> : undefined}
      >
        <RoleSelect disabled={lastOwner} />
      </Form.Item>
    </FormDialog>
  );
}

function PasswordDialog({ member, self, onClose }: { member: Member; self: boolean; onClose(): void }) {
  const t = useT();
  return (
    <FormDialog<{ password: string }>
      name="team-password"
      title={t('team.passwordTitle', { email: member.email })}
      okText={t('team.resetPassword')}
      onClose={onClose}
      intro={<p>{t(self ? 'team.passwordSelfBody' : 'team.passwordBody')}</p>}
      send={async (values) => {
        await api.put(routePath('/admin/staff/:id/password', { id: member.id }), values);
        notify.success(t('team.passwordDone'));
        onClose();
      }}
    >
      <PasswordField name="password" label={t('team.newPassword')} />
    </FormDialog>
  );
}
