// /admin/settings (owners): one tab per area — branding, analytics, store, sign-in,
// payments, mail, tracking and the content pages. The open tab is in the URL (?tab=).
// Secrets are write-only: the API answers only whether each is set.
import { Alert, Card, Col, Form, Grid, Input, InputNumber, Row, Select, Spin, Switch, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminSettingsView } from '../../../domain/site/settings.ts';
import { api } from '../../api.ts';
import { I18nTextFields } from '../../components/i18n-text-fields.tsx';
import { ImageListInput } from '../../components/image-list-input.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { Hint, type SaveSettings, SecretField, SettingsForm, useSaveSettings } from './fields.tsx';
import { ContentPages } from './pages.tsx';

const TABS = ['branding', 'analytics', 'store', 'signin', 'payments', 'mail', 'tracking', 'pages'] as const;
type Tab = (typeof TABS)[number];

/** Only what an uploaded image or a brand file looks like (the server checks it too). */
const LOGO_PATH = /^\/(uploads|brand)\//;
const MAIL_FROM = /^(?:[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+|[^<>\r\n]{1,100}<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>)$/;

interface TabProps {
  view: AdminSettingsView;
  save: SaveSettings;
}

export default function SettingsScreen() {
  const t = useT();
  const { locale } = useAdminLocale();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<AdminSettingsView>();
  const [failed, setFailed] = useState(false);
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'branding';

  // Country names come in the staff's language: load again when it changes (the forms keep their edits).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the API call's language header follows `locale`
  useEffect(() => {
    let live = true;
    api
      .get('/admin/settings')
      .then((v) => live && setView(v))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [locale]);

  const save = useSaveSettings(setView);
  const phone = !Grid.useBreakpoint().md;
  const go = (key: string) => setParams({ tab: key }, { replace: true });

  const content = (key: Tab) => {
    if (!view) return null;
    const props = { view, save };
    switch (key) {
      case 'branding':
        return <Branding {...props} />;
      case 'analytics':
        return <Analytics {...props} />;
      case 'store':
        return <Store {...props} />;
      case 'signin':
        return <SignIn {...props} />;
      case 'payments':
        return <Payments {...props} />;
      case 'mail':
        return <Mail {...props} />;
      case 'tracking':
        return <Tracking {...props} />;
      case 'pages':
        return <ContentPages />;
    }
  };

  return (
    <>
      <PageHeader title={t('layout.settings')} />
      {failed && !view && <Alert type="error" title={t('common.loadFailed')} />}
      {!view && !failed && <Spin />}
      {view && !phone && (
        <Card>
          <Tabs
            activeKey={tab}
            onChange={go}
            items={TABS.map((key) => ({ key, label: t(`settings.tab_${key}`), children: content(key) }))}
          />
        </Card>
      )}
      {/* Phones: eight tabs do not fit; a labelled choice of the section instead. */}
      {view && phone && (
        <Card>
          <Form.Item label={t('settings.section')} htmlFor="settings-section" layout="vertical">
            <Select
              id="settings-section"
              value={tab}
              onChange={go}
              options={TABS.map((key) => ({ value: key, label: t(`settings.tab_${key}`) }))}
            />
          </Form.Item>
          <section aria-label={t(`settings.tab_${tab}`)}>{content(tab)}</section>
        </Card>
      )}
    </>
  );
}

function Branding({ view, save }: TabProps) {
  const t = useT();
  const v = view.values;
  return (
    <SettingsForm
      save={save}
      initial={{
        seo_image: v.seo_image ? [v.seo_image] : [],
        seo_title: v.seo_title,
        seo_keyword: v.seo_keyword,
        seo_description: v.seo_description,
      }}
      transform={(values) => ({ ...values, seo_image: (values.seo_image as string[])[0] })}
    >
      <Form.Item
        name="seo_image"
        label={t('settings.logo')}
        extra={<Hint>{t('settings.logoHelp')}</Hint>}
        rules={[
          {
            validator: async (_, value: string[] | undefined) => {
              if (!value?.length) throw new Error(t('settings.logoRequired'));
              if (!LOGO_PATH.test(value[0] ?? '')) throw new Error(t('settings.logoPath'));
            },
          },
        ]}
      >
        <ImageListInput max={1} size={112} />
      </Form.Item>
      <I18nTextFields name="seo_title" label={t('settings.siteTitle')} required max={120} />
      <I18nTextFields name="seo_keyword" label={t('settings.keywords')} max={500} multiline />
      <I18nTextFields name="seo_description" label={t('settings.description')} max={1000} multiline />
    </SettingsForm>
  );
}

function Analytics({ view, save }: TabProps) {
  const t = useT();
  return (
    <SettingsForm save={save} initial={{ analysis_code: view.values.analysis_code }}>
      <Alert type="warning" showIcon title={t('settings.analyticsWarning')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="analysis_code"
        label={t('settings.analyticsCode')}
        extra={<Hint>{t('settings.analyticsHelp')}</Hint>}
        rules={[{ max: 20_000 }]}
      >
        <Input.TextArea
          autoSize={{ minRows: 8, maxRows: 24 }}
          maxLength={20_000}
          spellCheck={false}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 }}
        />
      </Form.Item>
    </SettingsForm>
  );
}

function Store({ view, save }: TabProps) {
  const t = useT();
  const v = view.values;
  const countries = view.options.countries.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
  return (
    <SettingsForm save={save} initial={{ currency: v.currency, client_id: v.client_id, country_list: v.country_list }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="currency" label={t('settings.currency')} extra={<Hint>{t('settings.currencyHelp')}</Hint>}>
            <Select options={view.options.currencies.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="client_id" label={t('settings.client')} extra={<Hint>{t('settings.clientHelp')}</Hint>}>
            <Select
              options={[1, 2, 3, 4].map((n) => ({ value: n, label: t(`settings.client_${n as 1 | 2 | 3 | 4}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="country_list"
        label={t('settings.countries')}
        extra={<Hint>{t('settings.countriesHelp')}</Hint>}
        rules={[{ required: true, type: 'array', min: 1, max: 250, message: t('settings.countriesRequired') }]}
      >
        <Select mode="multiple" options={countries} showSearch={{ optionFilterProp: 'label' }} allowClear />
      </Form.Item>
    </SettingsForm>
  );
}

function SignIn({ view, save }: TabProps) {
  const t = useT();
  return (
    <SettingsForm
      save={save}
      secretKeys={['google_client_secret']}
      initial={{ google_client_id: view.values.google_client_id }}
    >
      <Hint block>{t('settings.googleHelp')}</Hint>
      <Form.Item name="google_client_id" label={t('settings.googleClientId')}>
        <Input autoComplete="off" placeholder="1234567890-abc.apps.googleusercontent.com" />
      </Form.Item>
      <SecretField
        name="google_client_secret"
        label={t('settings.googleClientSecret')}
        set={view.secrets.google_client_secret}
        save={save}
      />
    </SettingsForm>
  );
}

function Payments({ view, save }: TabProps) {
  const t = useT();
  const v = view.values;
  return (
    <SettingsForm
      save={save}
      secretKeys={['paypal_client_secret', 'stripe_secret_key', 'stripe_webhook_secret']}
      initial={{
        paypal_client_id: v.paypal_client_id,
        paypal_webhook_id: v.paypal_webhook_id,
        paypal_sandbox: v.paypal_sandbox,
      }}
    >
      <Typography.Title level={5}>PayPal</Typography.Title>
      <Hint block>{t('settings.paypalHelp')}</Hint>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="paypal_client_id" label={t('settings.paypalClientId')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <SecretField
            name="paypal_client_secret"
            label={t('settings.paypalClientSecret')}
            set={view.secrets.paypal_client_secret}
            save={save}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="paypal_webhook_id" label={t('settings.paypalWebhookId')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="paypal_sandbox" label={t('settings.paypalSandbox')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>Stripe</Typography.Title>
      <Hint block>{t('settings.stripeHelp')}</Hint>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SecretField
            name="stripe_secret_key"
            label={t('settings.stripeSecretKey')}
            set={view.secrets.stripe_secret_key}
            save={save}
          />
        </Col>
        <Col xs={24} md={12}>
          <SecretField
            name="stripe_webhook_secret"
            label={t('settings.stripeWebhookSecret')}
            set={view.secrets.stripe_webhook_secret}
            save={save}
          />
        </Col>
      </Row>
    </SettingsForm>
  );
}

function Mail({ view, save }: TabProps) {
  const t = useT();
  const v = view.values;
  return (
    <SettingsForm
      save={save}
      secretKeys={['smtp_password']}
      initial={{
        smtp_host: v.smtp_host,
        smtp_port: v.smtp_port,
        smtp_secure: v.smtp_secure,
        smtp_user: v.smtp_user,
        smtp_from: v.smtp_from,
        abandoned_cart_minutes: v.abandoned_cart_minutes,
      }}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          v.smtp_host
            ? t('settings.mailUsingSettings', { host: v.smtp_host })
            : view.mail.fallback === 'smtp_url'
              ? t('settings.mailUsingConfig')
              : t('settings.mailLogOnly')
        }
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="smtp_host"
            label={t('settings.smtpHost')}
            extra={<Hint>{t('settings.smtpHostHelp')}</Hint>}
            rules={[{ pattern: /^[A-Za-z0-9.:-]*$/, message: t('settings.smtpHostInvalid') }]}
          >
            <Input autoComplete="off" placeholder="smtp.example.com" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="smtp_port" label={t('settings.smtpPort')} rules={[{ required: true }]}>
            <InputNumber min={1} max={65_535} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="smtp_secure"
            label={t('settings.smtpSecure')}
            valuePropName="checked"
            tooltip={t('settings.smtpSecureHelp')}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="smtp_user" label={t('settings.smtpUser')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <SecretField
            name="smtp_password"
            label={t('settings.smtpPassword')}
            set={view.secrets.smtp_password}
            save={save}
          />
        </Col>
        <Col xs={24}>
          <Form.Item
            name="smtp_from"
            label={t('settings.smtpFrom')}
            extra={<Hint>{t('settings.smtpFromHelp', { from: view.mail.default_from })}</Hint>}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  if (value?.trim() && !MAIL_FROM.test(value.trim())) throw new Error(t('settings.smtpFromInvalid'));
                },
              },
            ]}
          >
            <Input autoComplete="off" placeholder={view.mail.default_from} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="abandoned_cart_minutes"
            label={t('settings.abandonedCart')}
            extra={<Hint>{t('settings.abandonedCartHelp')}</Hint>}
            rules={[{ required: true }]}
          >
            <InputNumber min={0} max={43_200} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </SettingsForm>
  );
}

function Tracking({ view, save }: TabProps) {
  const t = useT();
  return (
    <SettingsForm save={save} secretKeys={['kuaidi100_customer', 'kuaidi100_key']} initial={{}}>
      <Hint block>{t('settings.kuaidi100Help')}</Hint>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SecretField
            name="kuaidi100_customer"
            label={t('settings.kuaidi100Customer')}
            set={view.secrets.kuaidi100_customer}
            save={save}
          />
        </Col>
        <Col xs={24} md={12}>
          <SecretField
            name="kuaidi100_key"
            label={t('settings.kuaidi100Key')}
            set={view.secrets.kuaidi100_key}
            save={save}
          />
        </Col>
      </Row>
    </SettingsForm>
  );
}
