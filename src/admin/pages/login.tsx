// /admin/login: email and password (POST /v1/admin/login; failures are throttled by the
// server), then back to the page that asked for it.
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../domain/site/return-path.ts';
import { api } from '../api.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { useT } from '../i18n/index.tsx';

export default function Login() {
  const t = useT();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  async function submit(values: { email: string; password: string }) {
    setBusy(true);
    try {
      await api.post('/admin/login', values);
      // Only a path inside the admin area is a place to go back to (the one return-path guard).
      window.location.assign(safeReturnPath(params.get('next'), '/admin') ?? '/admin');
    } catch {
      setBusy(false);
    }
  }

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <main style={{ width: '100%', maxWidth: 380 }}>
        <Card>
          <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('layout.signInTitle')}
            </Typography.Title>
          </Flex>
          <Form layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item
              name="email"
              label={t('layout.email')}
              rules={[{ required: true, whitespace: true, message: t('layout.emailRequired') }]}
            >
              <Input type="email" autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('layout.password')}
              rules={[{ required: true, message: t('layout.passwordRequired') }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('layout.signIn')}
            </Button>
          </Form>
          <Flex justify="center" style={{ marginTop: 16 }}>
            <LanguageSwitch />
          </Flex>
        </Card>
      </main>
    </Flex>
  );
}
