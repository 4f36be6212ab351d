// Answers of the admin area's audit log, mail outbox, customers and dashboard
// (issue #7). The types in admin.ts, customers.ts and dashboard.ts are
// inferred from these.
import { z } from 'zod';
import { pageOf } from '../api/envelope.ts';
import { type SecretSettingKey, settingsSchema } from '../site/settings.ts';
import { STAFF_ROLES } from './staff.ts';

const dateTime = z.string().describe('ISO 8601');

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: dateTime,
});

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: dateTime,
  next_attempt_at: dateTime,
});

const amountByCurrency = z.object({ currency: z.string(), amount: z.number().int() });

export const customerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  disabled: z.boolean(),
  created_at: dateTime,
  last_login_at: dateTime.nullable(),
  order_count: z.number().int(),
  spent: z.array(amountByCurrency).describe("Paid orders' totals minus refunds, per currency"),
});

export const customerOrderRowSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.number().int(),
  currency: z.string(),
  total: z.number().int(),
  item_count: z.number().int(),
  created_at: dateTime,
  paid_at: dateTime.nullable(),
});

export const customerAddressRowSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  country_name: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  postal_code: z.string(),
  is_default: z.boolean(),
});

export const customerDetailSchema = customerRowSchema.extend({
  sex: z.number().int().describe('1 male, 2 female'),
  has_password: z.boolean(),
  identities: z.array(z.string()),
  active_sessions: z.number().int(),
  recent_orders: z.array(customerOrderRowSchema),
  addresses: z.array(customerAddressRowSchema),
});

const currencyTotal = z.object({ currency: z.string(), amount: z.number().int(), count: z.number().int() });
const windowTotals = z.object({ count: z.number().int(), by_currency: z.array(currencyTotal) });
const byWindow = z.object({ today: windowTotals, last_7_days: windowTotals, last_30_days: windowTotals });

export const seriesDaySchema = z.object({
  date: z.string().describe("YYYY-MM-DD in the shop's time zone"),
  orders: z.number().int(),
  amounts: z.record(z.string(), z.number().int()),
});

const marketingResult = z.object({
  sent: z.number().int(),
  orders: z.number().int().describe('Orders placed within attribution_days after one of these mails'),
  paid_amount: z.number().int().describe('What those orders paid, minor units of the shop currency'),
});

export const dashboardSchema = z.object({
  time_zone: z.string(),
  today: z.string(),
  generated_at: dateTime,
  currency: z.string(),
  sales: byWindow,
  refunds: byWindow,
  taxes: byWindow.describe('Taxes collected on paid orders (issue #40), in the shop currency; count: orders with any'),
  duties: byWindow.describe('Duties collected on paid orders (issue #40), in the shop currency'),
  marketing: z
    .object({
      attribution_days: z.number().int().describe('An order counts for a mail sent this many days before it at most'),
      reminders: marketingResult,
      stock_alerts: marketingResult,
    })
    .describe(
      'Marketing mail of the last 30 days (issue #41) and the orders placed within attribution_days of one, each counted once, for the latest mail before it',
    ),
  series: z.object({ currencies: z.array(z.string()), days: z.array(seriesDaySchema) }),
  statuses: z.array(z.object({ status: z.number().int(), name: z.string(), count: z.number().int() })),
  top_goods: z.array(
    z.object({
      good_id: z.number().int(),
      name: z.string(),
      image: z.string(),
      quantity: z.number().int(),
      orders: z.number().int(),
      amounts: z.array(amountByCurrency),
    }),
  ),
  attention: z.object({
    to_ship: z.object({
      count: z.number().int(),
      oldest: z.array(
        z.object({
          id: z.number().int(),
          order_no: z.string(),
          currency: z.string(),
          total: z.number().int(),
          paid_at: dateTime.nullable(),
        }),
      ),
    }),
    after_sales: z.object({
      count: z.number().int(),
      oldest: z.array(
        z.object({
          id: z.number().int(),
          order_id: z.number().int(),
          order_no: z.string(),
          type: z.number().int(),
          created_at: dateTime,
        }),
      ),
    }),
    low_stock: z.object({
      count: z.number().int(),
      skus: z.array(
        z.object({
          sku_id: z.number().int(),
          good_id: z.number().int(),
          good_name: z.string(),
          code: z.string(),
          stock: z.number().int(),
        }),
      ),
    }),
    notices: z.object({
      count: z.number().int(),
      latest: z.array(
        z.object({
          id: z.number().int(),
          kind: z.string(),
          order_id: z.number().int().nullable(),
          created_at: dateTime,
        }),
      ),
    }),
  }),
});

export const auditPageSchema = pageOf(auditEntrySchema);
export const outboxPageSchema = pageOf(outboxMailSchema);
export const customerPageSchema = pageOf(customerRowSchema);

export const teamMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  last_login_at: dateTime.nullable(),
  created_at: dateTime,
});

export const teamPageSchema = pageOf(teamMemberSchema);

const bothLanguages = z.object({ 'zh-cn': z.string(), en: z.string() });

export const adminContentPageSchema = z.object({
  slug: z.string(),
  title: bothLanguages,
  body: bothLanguages,
  updated_at: dateTime.nullable().describe('null: never saved (the storefront answers 404 until it is)'),
});

const secretMask = {
  google_client_secret: true,
  paypal_client_secret: true,
  stripe_secret_key: true,
  stripe_webhook_secret: true,
  kuaidi100_customer: true,
  kuaidi100_key: true,
  smtp_password: true,
} as const satisfies Record<SecretSettingKey, true>;

export const adminSettingsViewSchema = z.object({
  values: settingsSchema.omit(secretMask),
  secrets: z.object(
    Object.fromEntries(Object.keys(secretMask).map((key) => [key, z.boolean()])) as Record<
      SecretSettingKey,
      z.ZodBoolean
    >,
  ),
  options: z.object({
    currencies: z.array(z.string()).readonly(),
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  mail: z.object({ fallback: z.enum(['smtp_url', 'log']), default_from: z.string() }),
});

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.number().int().describe('1 amount off, 2 percent off'),
  value: z.number().int(),
  min_spend: z.number().int(),
  starts_at: dateTime,
  ends_at: dateTime,
  total_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  enabled: z.boolean(),
  description: bothLanguages,
  used: z.number().int(),
  state: z.enum(['disabled', 'scheduled', 'active', 'expired', 'exhausted']),
  order_count: z.number().int(),
  created_at: dateTime,
  updated_at: dateTime,
});

export const adminCouponPageSchema = pageOf(adminCouponSchema).extend({ currency: z.string() });

export const shippingRuleSchema = z.object({
  id: z.number().int(),
  country: z.string().nullable().describe('null: the default rule'),
  country_name: z.string(),
  first_fee: z.number().int(),
  additional_fee: z.number().int(),
  free_threshold: z.number().int().nullable(),
  enabled: z.boolean(),
  created_at: dateTime,
  updated_at: dateTime,
});

export const shippingRulesAnswerSchema = z.object({
  list: z.array(shippingRuleSchema),
  currency: z.string(),
  countries: z.array(z.object({ code: z.string(), name: z.string(), shipped: z.boolean() })),
});
