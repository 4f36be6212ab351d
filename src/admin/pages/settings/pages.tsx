// The settings' "Pages" tab: the content pages (domain/site/content-pages.ts: /videos, /our-story, /faq,
// /contact-us and the four policies), each with a title and a Markdown body in both languages, written with a
// preview rendered by the storefront's own Markdown renderer.
import { Alert, Button, Flex, Form, Input, Segmented, Spin, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { routePath } from '../../../domain/api/paths.ts';
import { LANGUAGE_NAME, localizePath, pickText } from '../../../domain/i18n/locale.ts';
import type { AdminContentPage } from '../../../domain/site/settings.ts';
import { Markdown } from '../../../web/lib/markdown.tsx';
import { api, notify } from '../../api.ts';
import { I18nTextFields } from '../../components/i18n-text-fields.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime } from '../../lib/format.ts';
import { Hint, LINK_COLOR } from './fields.tsx';

const LANGS = ['zh-cn', 'en'] as const;

export function ContentPages() {
  const t = useT();
  const { locale } = useAdminLocale();
  const [list, setList] = useState<AdminContentPage[]>();
  const [failed, setFailed] = useState(false);
  const [slug, setSlug] = useState('our-story');

  useEffect(() => {
    api
      .get('/admin/pages')
      .then(setList)
      .catch(() => setFailed(true));
  }, []);

  if (failed) return <Alert type="error" title={t('common.loadFailed')} />;
  if (!list) return <Spin />;
  const label = (p: AdminContentPage) => pickText(p.title, locale) || p.slug;

  return (
    <Flex vertical gap={16}>
      <Hint block>{t('settings.pagesHelp')}</Hint>
      <div style={{ overflowX: 'auto' }}>
        <Segmented
          aria-label={t('settings.pageChoose')}
          value={slug}
          onChange={(v) => setSlug(String(v))}
          options={list.map((p) => ({ value: p.slug, label: label(p) }))}
        />
      </div>
      {list.map((p) => (
        <div key={p.slug} hidden={p.slug !== slug}>
          <PageForm
            page={p}
            onSaved={(saved) => setList((old) => old?.map((x) => (x.slug === saved.slug ? saved : x)))}
          />
        </div>
      ))}
    </Flex>
  );
}

function PageForm({ page, onSaved }: { page: AdminContentPage; onSaved(page: AdminContentPage): void }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);

  async function submit(values: Pick<AdminContentPage, 'title' | 'body'>) {
    setBusy(true);
    try {
      const saved = await api.put(routePath('/admin/pages/:slug', { slug: page.slug }), {
        title: values.title,
        body: { 'zh-cn': values.body['zh-cn'] ?? '', en: values.body.en ?? '' },
      });
      onSaved(saved);
      notify.success(t('settings.pageSaved'));
    } catch {
      // the API client showed the server's message
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      form={form}
      name={`page-${page.slug}`}
      layout="vertical"
      initialValues={{ title: page.title, body: page.body }}
      onFinish={submit}
      style={{ maxWidth: 960 }}
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Hint>
          {page.updated_at
            ? t('settings.pageUpdated', { date: dateTime(page.updated_at, locale) })
            : t('settings.pageNeverSaved')}
        </Hint>
        {LANGS.map((lang) => (
          <Typography.Link
            key={lang}
            href={localizePath(`/${page.slug}`, lang)}
            target="_blank"
            rel="noopener"
            style={{ color: LINK_COLOR }}
          >
            {t('settings.pageView', { lang: LANGUAGE_NAME[lang] })}
          </Typography.Link>
        ))}
      </Flex>
      <I18nTextFields name="title" label={t('settings.pageTitle')} required max={120} />
      {LANGS.map((lang) => (
        <BodyEditor key={lang} lang={lang} />
      ))}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

/** One language's Markdown body: write, or see it as the storefront shows it. */
function BodyEditor({ lang }: { lang: (typeof LANGS)[number] }) {
  const t = useT();
  const form = Form.useFormInstance();
  const source: string = Form.useWatch(['body', lang], form) ?? '';
  const label = `${t('settings.pageBody')} (${LANGUAGE_NAME[lang]})`;
  return (
    <Tabs
      size="small"
      tabBarExtraContent={<Hint>{LANGUAGE_NAME[lang]}</Hint>}
      items={[
        {
          key: 'write',
          label: t('settings.pageWrite'),
          children: (
            <Form.Item
              name={['body', lang]}
              label={label}
              extra={<Hint>{t('settings.markdownHelp')}</Hint>}
              rules={[{ max: 50_000 }]}
            >
              <Input.TextArea
                autoSize={{ minRows: 10, maxRows: 30 }}
                maxLength={50_000}
                style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 }}
              />
            </Form.Item>
          ),
        },
        {
          key: 'preview',
          label: t('settings.pagePreview'),
          children: (
            <section
              aria-label={`${label} · ${t('settings.pagePreview')}`}
              className="admin-markdown-preview"
              style={{
                border: '1px solid #f0f0f0',
                borderRadius: 6,
                padding: '8px 16px',
                marginBottom: 24,
                minHeight: 120,
                lineHeight: 1.7,
              }}
            >
              {source.trim() ? <Markdown source={source} /> : <Hint>—</Hint>}
            </section>
          ),
        },
      ]}
    />
  );
}
