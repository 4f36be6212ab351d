// Owner-only settings (issue #7, item 8): branding, analytics, store, sign-in, payment,
// mail and tracking credentials, and the static content pages. Secrets are write-only:
// GET answers whether each is set; a PUT that omits one (or sends the mask back) keeps
// it, '' clears it. Every change is audited in the transaction that makes it, then the
// settings cache and the storefront's caches are cleared so it shows at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../../domain/api/answers.ts';
import { LANGUAGE_TAG, type Locale } from '../../../../domain/i18n/locale.ts';
import { CONTENT_PAGE_SLUGS } from '../../../../domain/site/content-pages.ts';
import {
  type AdminContentPage,
  type AdminSettingsView,
  CURRENCIES,
  SECRET_MASK,
  SECRET_SETTINGS,
  type SecretSettingKey,
  type Settings,
  settingsSchema,
} from '../../../../domain/site/settings.ts';
import { notFound } from '../../../errors.ts';
import { staffOnly } from '../../../plugins/staff-session.ts';
import { savePage, storedPages } from '../../pages/service.ts';
import { allCountryCodes, changeSettings, countryName, storedSettings } from '../../settings/service.ts';
import { auditActor, recordAudit } from '../audit/record.ts';
import { OWNER_TAGS } from '../schemas.ts';

/** An uploaded image or a file of public/brand, never another site's URL. */
const LOGO_PATH = /^\/(uploads|brand)\/(?!.*\.\.)[A-Za-z0-9._\-/]+$/;
/** A host name or an IPv4 / IPv6 address. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|[0-9A-Fa-f:.]+)$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** `shop@example.com` or `Shop Name <shop@example.com>`. */
const MAIL_FROM = new RegExp(`^(?:${EMAIL.source.slice(1, -1)}|[^<>\\r\\n]{1,100}<${EMAIL.source.slice(1, -1)}>)$`);

const ISO_COUNTRIES = new Set(allCountryCodes());

const secret = (max: number) =>
  z.string().trim().max(max).regex(/^\S*$/, { message: 'admin_settings_secret_spaces' }).optional();

const text = (max: number) =>
  z.object({ 'zh-cn': z.string().trim().max(max), en: z.string().trim().max(max).default('') });

const settingsBody = z.strictObject({
  seo_image: z.string().trim().max(500).regex(LOGO_PATH, { message: 'admin_settings_logo_path' }).optional(),
  seo_title: z
    .object({
      'zh-cn': z.string().trim().min(1, { message: 'admin_settings_title_required' }).max(120),
      en: z.string().trim().max(120).default(''),
    })
    .optional(),
  seo_keyword: text(500).optional(),
  seo_description: text(1000).optional(),
  analysis_code: z.string().trim().max(20_000, { message: 'admin_settings_analytics_too_long' }).optional(),
  client_id: z
    .number({ message: 'admin_settings_client' })
    .int()
    .min(1)
    .max(4, { message: 'admin_settings_client' })
    .optional(),
  currency: z.enum(CURRENCIES, { message: 'admin_settings_currency' }).optional(),
  country_list: z
    .array(
      z
        .string()
        .trim()
        .refine((c) => ISO_COUNTRIES.has(c.toUpperCase()), { message: 'admin_settings_country_list' }),
      { message: 'admin_settings_country_list' },
    )
    .min(1, { message: 'admin_settings_country_list' })
    .max(250, { message: 'admin_settings_country_list' })
    .optional(),
  google_client_id: z.string().trim().max(200).optional(),
  google_client_secret: secret(200),
  paypal_client_id: z.string().trim().max(200).optional(),
  paypal_client_secret: secret(200),
  paypal_webhook_id: z.string().trim().max(200).optional(),
  paypal_sandbox: z.boolean().optional(),
  stripe_secret_key: secret(300),
  stripe_webhook_secret: secret(300),
  kuaidi100_customer: secret(100),
  kuaidi100_key: secret(100),
  smtp_host: z
    .string()
    .trim()
    .max(253, { message: 'admin_settings_smtp_host' })
    .refine((h) => h === '' || HOST.test(h), { message: 'admin_settings_smtp_host' })
    .optional(),
  smtp_port: z
    .number({ message: 'admin_settings_smtp_port' })
    .int({ message: 'admin_settings_smtp_port' })
    .min(1, { message: 'admin_settings_smtp_port' })
    .max(65_535, { message: 'admin_settings_smtp_port' })
    .optional(),
  smtp_secure: z.boolean().optional(),
  smtp_user: z.string().trim().max(200).optional(),
  smtp_password: secret(200),
  smtp_from: z
    .string()
    .trim()
    .max(200, { message: 'admin_settings_mail_from' })
    .refine((f) => f === '' || MAIL_FROM.test(f), { message: 'admin_settings_mail_from' })
    .optional(),
  abandoned_cart_minutes: z
    .number({ message: 'admin_settings_abandoned_cart' })
    .int({ message: 'admin_settings_abandoned_cart' })
    .min(0, { message: 'admin_settings_abandoned_cart' })
    .max(43_200, { message: 'admin_settings_abandoned_cart' })
    .optional(),
});

const pageText = (required: boolean) =>
  z.object({
    'zh-cn': required
      ? z.string().trim().min(1, { message: 'admin_settings_page_title_required' }).max(120)
      : z.string().trim().max(50_000, { message: 'admin_settings_page_too_long' }),
    en: required
      ? z.string().trim().max(120).default('')
      : z.string().trim().max(50_000, { message: 'admin_settings_page_too_long' }).default(''),
  });

const pageBody = z.strictObject({ title: pageText(true), body: pageText(false) });
const slugParam = z.object({ slug: z.enum(CONTENT_PAGE_SLUGS) });

const isSecret = (key: string): key is SecretSettingKey => (SECRET_SETTINGS as readonly string[]).includes(key);

/** The values for the audit log: secrets only as set ('••••') or not (''). */
function auditValues(s: Settings, keys: (keyof Settings)[]) {
  return Object.fromEntries(keys.map((k) => [k, isSecret(k) ? (s[k] ? SECRET_MASK : '') : s[k]]));
}

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings, catalog, config } = app.deps;
  const owner = { preValidation: staffOnly('owner') };

  function view(s: Settings, lang: Locale): AdminSettingsView {
    const values = { ...s } as Record<string, unknown>;
    const secrets = {} as Record<SecretSettingKey, boolean>;
    for (const key of SECRET_SETTINGS) {
      secrets[key] = s[key] !== '';
      delete values[key];
    }
    const countries = allCountryCodes()
      .map((code) => ({ code, name: countryName(code, lang) }))
      .sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAG[lang]));
    return {
      values: values as AdminSettingsView['values'],
      secrets,
      options: { currencies: CURRENCIES, countries },
      mail: { fallback: config.smtpUrl ? 'smtp_url' : 'log', default_from: config.mailFrom },
    };
  }

  app.get(
    '/admin/settings',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('GET /admin/settings'),
        summary: 'Every setting (owners); write-only secrets answer only whether they are set',
      },
      ...owner,
    },
    async (req, reply) => {
      const s = await storedSettings(db);
      return reply.ok(view(s, req.lang));
    },
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('PUT /admin/settings'),
        summary: `Change some settings (owners): omitted keys stay; a secret omitted or sent as "${SECRET_MASK}" stays, "" clears it`,
        body: settingsBody,
      },
      ...owner,
    },
    async (req, reply) => {
      const patch: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(req.body)) {
        if (value === undefined || (isSecret(key) && value === SECRET_MASK)) continue;
        patch[key] = value;
      }
      if (Array.isArray(patch.country_list)) {
        patch.country_list = [...new Set((patch.country_list as string[]).map((c) => c.toUpperCase()))];
      }
      const valid = settingsSchema.partial().parse(patch);
      const actor = await auditActor(req);
      const changed = await db.transaction(async (tx) => {
        const change = await changeSettings(tx, valid);
        if (!change) return false;
        const { before, after, keys } = change;
        await recordAudit(tx, actor, {
          action: 'settings.update',
          entity: 'settings',
          before: auditValues(before, keys),
          after: auditValues(after, keys),
        });
        return true;
      });
      if (changed) {
        settings.invalidate();
        // Title, logo and analytics are on every storefront page (the SSR cache follows the catalog's).
        catalog.invalidate();
      }
      return reply.ok(view(await settings.get(), req.lang), 'admin_settings_saved');
    },
  );

  async function pageList(): Promise<AdminContentPage[]> {
    const rows = await storedPages(db);
    return CONTENT_PAGE_SLUGS.map((slug) => {
      const row = rows.find((r) => r.slug === slug);
      return {
        slug,
        title: row?.title ?? { 'zh-cn': '', en: '' },
        body: row?.body ?? { 'zh-cn': '', en: '' },
        updated_at: row ? row.updatedAt.toISOString() : null,
      };
    });
  }

  app.get(
    '/admin/pages',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('GET /admin/pages'),
        summary:
          'The content pages (videos, our-story, faq, contact-us and the four policies) in both languages (owners)',
      },
      ...owner,
    },
    async (_req, reply) => reply.ok(await pageList()),
  );

  app.put(
    '/admin/pages/:slug',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('PUT /admin/pages/:slug'),
        summary: 'Change a content page: title and Markdown body in both languages (owners)',
        params: slugParam,
        body: pageBody,
      },
      ...owner,
    },
    async (req, reply) => {
      const { slug } = req.params;
      const actor = await auditActor(req);
      await db.transaction(async (tx) => {
        const next = { title: req.body.title, body: req.body.body };
        const saved = await savePage(tx, slug, next);
        if (!saved) return;
        await recordAudit(tx, actor, {
          action: 'page.update',
          entity: 'page',
          entityId: slug,
          before: saved.before,
          after: next,
        });
      });
      catalog.invalidate();
      const page = (await pageList()).find((p) => p.slug === slug);
      if (!page) throw notFound();
      return reply.ok(page, 'admin_settings_page_saved');
    },
  );
};
