// The database schema (PostgreSQL). Migrations under ./migrations are generated from
// this file by `npm run db:generate` and applied at start.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { I18nText } from '../../domain/i18n/locale.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Site settings, one row per key (see src/domain/site/settings.ts for keys and defaults). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Content pages (domain/site/content-pages.ts: the navigation's four and the policies), bilingual. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<I18nText>().notNull(),
  body: jsonb('body').$type<I18nText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Option axes of a good (PRODUCT: `property`), e.g. colour and size. */
export interface GoodAxis {
  key: string;
  name: I18nText;
  values: { key: string; name: I18nText; color?: string }[];
}

/**
 * Groups: type 1 is the category tree shown in navigation and at /product/cate/{id};
 * type 2 are the home page's merchandising collections.
 */
export const goodGroups = pgTable(
  'good_groups',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    parentId: integer('parent_id'),
    name: jsonb('name').$type<I18nText>().notNull(),
    description: jsonb('description').$type<I18nText>().notNull().default({ 'zh-cn': '', en: '' }),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('good_groups_type_parent_sort').on(t.type, t.parentId, t.sort)],
);

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => goodGroups.id, { onDelete: 'set null' }),
    name: jsonb('name').$type<I18nText>().notNull(),
    description: jsonb('description').$type<I18nText>().notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    property: jsonb('property').$type<GoodAxis[]>().notNull().default([]),
    services: smallint('services').array().notNull().default([]),
    onShelf: boolean('on_shelf').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /** Lowest and highest SKU price (minor units), kept by the catalog service for sorting and cards. */
    priceMin: integer('price_min').notNull().default(0),
    priceMax: integer('price_max').notNull().default(0),
    currency: text('currency').notNull().default('CNY'),
    /**
     * Words the owner adds for search (issue #39): what shoppers type that the name does
     * not hold ("jumper" for a sweater), in both languages; indexed with the names.
     */
    searchTerms: jsonb('search_terms').$type<I18nText>().notNull().default({ 'zh-cn': '', en: '' }),
    /** Full-text document over both languages (see src/server/modules/catalog/search.ts). */
    search: tsvector('search'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every listing is an index scan over the goods on shelf, in each sort order.
    index('goods_shelf_default').on(t.sort.desc(), t.id.desc()).where(sql`on_shelf`),
    index('goods_shelf_newest').on(t.createdAt.desc(), t.id.desc()).where(sql`on_shelf`),
    index('goods_shelf_price').on(t.priceMin, t.id).where(sql`on_shelf`),
    index('goods_shelf_sales').on(t.sales.desc(), t.id.desc()).where(sql`on_shelf`),
    index('goods_category_default').on(t.categoryId, t.sort.desc(), t.id.desc()).where(sql`on_shelf`),
    index('goods_search').using('gin', t.search),
  ],
);

export const goodSkus = pgTable(
  'good_skus',
  {
    id: serial('id').primaryKey(),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Option value per axis key, e.g. {"color": "red", "size": "m"}. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    currency: text('currency').notNull().default('CNY'),
    image: text('image').notNull().default(''),
    sales: integer('sales').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('good_skus_code').on(t.code),
    index('good_skus_good').on(t.goodId),
    check('good_skus_stock_nonnegative', sql`${t.stock} >= 0`),
    check('good_skus_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

/**
 * Fixed prices of a SKU in a shopper currency (issue #21): they override the converted
 * price there, in that currency's minor units.
 */
export const skuPrices = pgTable(
  'sku_prices',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodSkus.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    price: integer('price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.currency] }), check('sku_prices_price_positive', sql`${t.price} > 0`)],
);

/** Goods in home collections (type-2 groups), in the staff's order. */
export const goodGroupItems = pgTable(
  'good_group_items',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => goodGroups.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.goodId] }), index('good_group_items_good').on(t.goodId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    mobile: text('mobile').notNull().default(''),
    passwordHash: text('password_hash'),
    avatar: text('avatar').notNull().default(''),
    /** 1 male, 2 female (SPEC 3). */
    sex: smallint('sex').notNull().default(1),
    disabled: boolean('disabled').notNull().default(false),
    /** The customer's language (zh-cn or en): set at sign-up, changed by the language switch; mail is written in it. */
    locale: text('locale').notNull().default('zh-cn'),
    /** The currency the customer chose in the switch (issue #40); null: none chosen, the visit's guess applies. */
    currency: text('currency'),
    /** Agreed to marketing mail (issue #41): offers, restock news, cart reminders. Unticked by default. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** When the consent was last given or withdrawn, and where (registration, checkout, account, unsubscribe). */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    marketingConsentSource: text('marketing_consent_source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    // Emails and usernames are unique whatever their case.
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    check(
      'users_marketing_consent_source',
      sql`${t.marketingConsentSource} is null or ${t.marketingConsentSource} in ('registration', 'checkout', 'account', 'unsubscribe')`,
    ),
  ],
);

/** Sign-in sessions: only a hash of the access token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    client: smallint('client').notNull().default(4),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

/** Image captchas: kept 5 minutes, usable once; only a keyed hash of the answer is stored. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  /** The digits sealed (AES-256-GCM) for the audio alternative; null on rows made before it. */
  answerSealed: text('answer_sealed'),
  /** How often its audio was fetched (at most CAPTCHA_AUDIO_PLAYS). */
  audioPlays: integer('audio_plays').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Email sign-in codes: 6 digits, stored as a keyed hash, 10 minutes, 5 tries. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_email').on(t.email, t.createdAt), index('email_codes_ip').on(t.ip, t.createdAt)],
);

/** Outgoing mail: written in the same transaction as what causes it, sent and retried from here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** pending, sent, logged (no SMTP configured), failed (gave up: parked, shown to owners). */
    status: text('status').notNull().default('pending'),
    /** Higher goes first: a sign-in code (1) does not wait behind a backlog of order mail (0). */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Extra headers of the mail (List-Unsubscribe on marketing mail, issue #41); null: none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due').on(t.nextAttemptAt).where(sql`status = 'pending'`)],
);

/**
 * Every limit and throttle of the shop (modules/limits): rate-limiter-flexible's
 * PostgreSQL layout, one row per key, `expire` in epoch milliseconds.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** Sign-in identities from other providers (Google), linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user').on(t.userId)],
);

/** The redirect sign-in flow's state and PKCE verifier, 10 minutes, usable once. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  verifier: text('verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A customer's shipping addresses. `country` is an ISO 3166-1 alpha-2 code; province
 * and city are names (picked from the area tree or typed where it has none); `area`
 * keeps the area-tree ids picked, so the cascader can show the path again.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    area: jsonb('area').$type<string[]>().notNull().default([]),
    address: text('address').notNull(),
    contact: text('contact').notNull(),
    /** E.164 (+8613800138000) or the mainland form the spec checks. */
    phone: text('phone').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user').on(t.userId, t.id),
    // At most one default address per customer.
    uniqueIndex('addresses_one_default').on(t.userId).where(sql`is_default`),
  ],
);

/** A customer's cart on the server (visitors keep theirs in the browser until login). */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skuId] }), check('cart_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/**
 * The last cart reminder of a customer (issue #41 item 4): `cart_state` is the cart's
 * lines (sku:quantity) it was sent for; a changed cart is a new state, worth one more.
 */
export const cartReminders = pgTable('cart_reminders', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cartState: text('cart_state').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every marketing mail sent (issue #41 item 6): what the dashboard attributes orders to. */
export const marketingSends = pgTable(
  'marketing_sends',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketing_sends_kind', sql`${t.kind} in ('reminder', 'stock-alert')`),
    index('marketing_sends_time').on(t.sentAt),
  ],
);

/**
 * Shipping fee per destination country; the row with `country` NULL is the default.
 * Fees are in the shop currency's minor units; `free_threshold` NULL means never free.
 */
export const shippingRules = pgTable(
  'shipping_rules',
  {
    id: serial('id').primaryKey(),
    country: text('country'),
    firstFee: integer('first_fee').notNull(),
    additionalFee: integer('additional_fee').notNull().default(0),
    freeThreshold: integer('free_threshold'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_rules_country').on(sql`coalesce(${t.country}, '*')`),
    check('shipping_rules_fees_nonnegative', sql`${t.firstFee} >= 0 and ${t.additionalFee} >= 0`),
  ],
);

/**
 * Coupons: kind 1 takes `value` minor units off, kind 2 takes `value` percent off.
 * `used` counts live uses (released when an unpaid order is cancelled).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: smallint('kind').notNull(),
    value: integer('value').notNull(),
    minSpend: integer('min_spend').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    used: integer('used').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    description: jsonb('description').$type<I18nText>().notNull().default({ 'zh-cn': '', en: '' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper').on(sql`upper(${t.code})`),
    check('coupons_kind', sql`${t.kind} in (1, 2)`),
    check('coupons_value', sql`${t.value} > 0 and (${t.kind} = 1 or ${t.value} <= 100)`),
    check('coupons_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Snapshot of the shipping address kept on an order (later edits never change it). */
export interface OrderAddress {
  country: string;
  countryName: I18nText;
  province: string;
  city: string;
  address: string;
  contact: string;
  phone: string;
  postalCode: string;
}

/** The destination's rule as an order used it (issue #40): kept with the order, never read again from the rule. */
export interface OrderLandedCost {
  destinationId: number;
  taxName: I18nText;
  taxRate: string;
  pricesIncludeTax: boolean;
  /** In the order's currency, as compared at placement. */
  collectThreshold: number | null;
  dutyRate: string;
  terms: 'ddp' | 'ddu';
  shippingTax: number;
}

/**
 * Taxes and duties per destination (issue #40): a country or a group (the EU) by the
 * countries listed for it in tax_destination_countries (a country in one destination
 * only). Rates are percentages; the threshold is in the shop currency's minor units.
 */
export const taxDestinations = pgTable(
  'tax_destinations',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<I18nText>().notNull(),
    taxName: jsonb('tax_name').$type<I18nText>().notNull(),
    taxRate: numeric('tax_rate', { precision: 8, scale: 4 }).notNull().default('0'),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    collectThreshold: integer('collect_threshold'),
    dutyRate: numeric('duty_rate', { precision: 8, scale: 4 }).notNull().default('0'),
    categoryDutyRates: jsonb('category_duty_rates').$type<Record<string, string>>().notNull().default({}),
    dutyTerms: text('duty_terms').notNull().default('ddp'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'tax_destinations_rates',
      sql`${t.taxRate} >= 0 and ${t.taxRate} <= 100 and ${t.dutyRate} >= 0 and ${t.dutyRate} <= 1000`,
    ),
    check('tax_destinations_threshold', sql`${t.collectThreshold} is null or ${t.collectThreshold} >= 0`),
    check('tax_destinations_terms', sql`${t.dutyTerms} in ('ddp', 'ddu')`),
  ],
);

export const taxDestinationCountries = pgTable(
  'tax_destination_countries',
  {
    country: text('country').primaryKey(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => taxDestinations.id, { onDelete: 'cascade' }),
  },
  (t) => [index('tax_destination_countries_destination').on(t.destinationId)],
);

/** Orders. Status codes of SPEC 4; transitions in src/domain/orders/lifecycle.ts. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The number shown to customers: date + random digits, unique. */
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(1),
    currency: text('currency').notNull(),
    /** The language the order was placed in: its mails are written in it. */
    locale: text('locale').notNull().default('zh-cn'),
    /** Product price (sum of lines), shipping fee, discount and total paid, minor units. */
    itemsTotal: integer('items_total').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    itemCount: integer('item_count').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code').notNull().default(''),
    /**
     * Locked at placement (issue #21): units of `currency` per unit of the shop currency
     * then in force, and the amounts' shop-currency equivalents (the books are kept in it).
     */
    shopCurrency: text('shop_currency').notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull().default('1'),
    shopItemsTotal: integer('shop_items_total').notNull(),
    shopShippingFee: integer('shop_shipping_fee').notNull(),
    shopDiscount: integer('shop_discount').notNull(),
    shopTotal: integer('shop_total').notNull(),
    /**
     * Landed cost (issue #40): taxes and duties collected at checkout (0 under DDU), whether
     * the taxes sit inside the prices, the terms, the DDU estimate shown, their shop-currency
     * equivalents, and the rule's rates used; written at placement, never recomputed.
     * total = items_total - discount + shipping_fee + (taxes_included ? 0 : taxes) + duties.
     */
    taxes: integer('taxes').notNull().default(0),
    duties: integer('duties').notNull().default(0),
    taxesIncluded: boolean('taxes_included').notNull().default(false),
    dutyTerms: text('duty_terms').notNull().default('ddp'),
    importEstimate: integer('import_estimate').notNull().default(0),
    shopTaxes: integer('shop_taxes').notNull().default(0),
    shopDuties: integer('shop_duties').notNull().default(0),
    landedCost: jsonb('landed_cost').$type<OrderLandedCost>(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    notes: text('notes').notNull().default(''),
    /** SPEC 9 client code: 1 iOS, 2 Android, 3 mobile web, 4 desktop web. */
    client: smallint('client').notNull().default(4),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request an idempotency key was first used with (a different body is refused). */
    requestHash: text('request_hash').notNull().default(''),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** customer, staff, deadline. */
    cancelledBy: text('cancelled_by'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set when the purchase analytics event was sent, so it fires once. */
    purchaseTrackedAt: timestamp('purchase_tracked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no').on(t.orderNo),
    index('orders_user_created').on(t.userId, t.id.desc()),
    index('orders_user_status').on(t.userId, t.status),
    uniqueIndex('orders_user_idempotency').on(t.userId, t.idempotencyKey).where(sql`idempotency_key is not null`),
    index('orders_pay_deadline').on(t.payDeadline).where(sql`status = 1`),
    // The jobs' scans: receipt confirmed 15 days after shipping, completion after the window.
    index('orders_shipped_unreceived').on(t.shippedAt).where(sql`shipped_at IS NOT NULL AND received_at IS NULL`),
    index('orders_received').on(t.receivedAt).where(sql`received_at IS NOT NULL`),
    // The admin list: newest first, by status, and the dashboard's date ranges.
    index('orders_status_id').on(t.status, t.id.desc()),
    index('orders_created').on(t.createdAt),
    check(
      'orders_amounts',
      sql`${t.itemsTotal} >= 0 and ${t.shippingFee} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`,
    ),
    check(
      'orders_landed_cost',
      sql`${t.taxes} >= 0 and ${t.duties} >= 0 and ${t.importEstimate} >= 0 and ${t.dutyTerms} in ('ddp', 'ddu')`,
    ),
  ],
);

/** One option value of a line, as it read when ordered. */
export interface LineOption {
  axis: I18nText;
  value: I18nText;
}

/** Order lines with a snapshot of what was bought (name, options, price, image). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodId: integer('good_id').notNull(),
    skuId: integer('sku_id').notNull(),
    skuCode: text('sku_code').notNull(),
    name: jsonb('name').$type<I18nText>().notNull(),
    options: jsonb('options').$type<LineOption[]>().notNull().default([]),
    image: text('image').notNull().default(''),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    total: integer('total').notNull(),
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** The line's tax and duty (collected, or estimated under DDU) and the duty rate used (issue #40). */
    tax: integer('tax').notNull().default(0),
    duty: integer('duty').notNull().default(0),
    dutyRate: numeric('duty_rate', { precision: 8, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    index('order_lines_order').on(t.orderId),
    // Goods bought together (the related goods job, issue #41).
    index('order_lines_good').on(t.goodId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** One use of a coupon by an order; deleted (and `coupons.used` decremented) when the order is cancelled unpaid. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.orderId] }), index('coupon_uses_user').on(t.couponId, t.userId)],
);

/**
 * Payment attempts for an order, one provider each. Pay status of SPEC 4: 1 pending,
 * 2 paid, 3 cancelled. `provider_ref` is the provider's id (PayPal order, Stripe
 * Checkout Session, demo token); `capture_ref` the captured payment's id for refunds.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: smallint('status').notNull().default(1),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    providerRef: text('provider_ref'),
    captureRef: text('capture_ref'),
    redirectUrl: text('redirect_url').notNull().default(''),
    failure: text('failure'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    // One live attempt per order and provider: a retried POST /pay reuses it.
    uniqueIndex('payments_one_pending').on(t.orderId, t.provider).where(sql`status = 1`),
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef).where(sql`provider_ref is not null`),
  ],
);

/** Provider webhook events already applied (a redelivered event is applied once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Refunds through the provider of the original payment. The idempotency key sent to
 * the provider is derived from this row, so a retry never refunds twice.
 * status: pending, succeeded, failed. reason: late_capture, after_sale, staff.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order').on(t.orderId), check('refunds_amount_positive', sql`${t.amount} > 0`)],
);

/** Things staff should look at (a late capture refunded automatically, a failed refund). */
export const staffNotices = pgTable(
  'staff_notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    orderId: integer('order_id'),
    message: text('message').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('staff_notices_unread').on(t.createdAt).where(sql`read_at is null`)],
);

/** Staff of the admin area: owner (everything) or operator (no settings, no staff). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_email_lower').on(sql`lower(${t.email})`),
    check('staff_role', sql`${t.role} in ('owner', 'operator')`),
  ],
);

/** Staff sign-in sessions, apart from customers' (only a hash of the token is stored). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash').on(t.tokenHash), index('staff_sessions_staff').on(t.staffId)],
);

/**
 * Parcels: the order's shipment, a customer's return parcel, an exchange's
 * replacement. `carrier` is a Kuaidi100 company code (src/domain/tracking/carriers.ts);
 * `phone_tail` the last digits some carriers need to answer a query.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('order'),
    carrier: text('carrier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    phoneTail: text('phone_tail').notNull().default(''),
    staffId: integer('staff_id'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order').on(t.orderId),
    check('shipments_kind', sql`${t.kind} in ('order', 'return', 'replacement')`),
  ],
);

/** Tracking events staff add by hand (the manual provider); Kuaidi100's live in the cache. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    location: text('location').notNull().default(''),
    /** in_transit, out_for_delivery, delivered, exception… (free text for manual events). */
    status: text('status').notNull().default(''),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_shipment').on(t.shipmentId, t.time.desc())],
);

/** Kuaidi100 answers per parcel, kept at least 30 minutes (shared by every instance). */
export const trackingCache = pgTable(
  'tracking_cache',
  {
    carrier: text('carrier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    payload: jsonb('payload').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.carrier, t.trackingNo] })],
);

/** A line (and how many of it) an after-sale request is about. */
export interface AfterSaleLine {
  skuId: number;
  quantity: number;
}

/**
 * After-sale requests. type: 10 refund only, 20 refund and return, 30 exchange.
 * status: 1 pending, 2 cancelled by the customer, 3 in progress, 4 completed;
 * result: approved or rejected (with the staff's reason). `order_status_before` is
 * where the order goes back to when the customer cancels the request.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    result: text('result'),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    lines: jsonb('lines').$type<AfterSaleLine[]>().notNull(),
    refundAmount: integer('refund_amount').notNull().default(0),
    staffReason: text('staff_reason').notNull().default(''),
    returnCarrier: text('return_carrier').notNull().default(''),
    returnTrackingNo: text('return_tracking_no').notNull().default(''),
    orderStatusBefore: smallint('order_status_before').notNull(),
    returnReceivedAt: timestamp('return_received_at', { withTimezone: true }),
    refundId: integer('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('after_sales_user').on(t.userId, t.id.desc()),
    index('after_sales_order').on(t.orderId),
    // One open request per order.
    uniqueIndex('after_sales_one_open').on(t.orderId).where(sql`status in (1, 3)`),
    check('after_sales_type', sql`${t.type} in (10, 20, 30)`),
    check('after_sales_status', sql`${t.status} in (1, 2, 3, 4)`),
    check('after_sales_refund_nonnegative', sql`${t.refundAmount} >= 0`),
  ],
);

/**
 * Every change staff make (PRODUCT: admin audit log): who, what, when, and the record
 * before and after. Written in the same transaction as the change it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id'),
    /** Kept as written: the staff row may be renamed or removed later. */
    staffEmail: text('staff_email').notNull(),
    /** e.g. good.update, order.ship, settings.update. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created').on(t.id.desc()),
    index('audit_log_entity').on(t.entity, t.entityId, t.id.desc()),
    index('audit_log_staff').on(t.staffId, t.id.desc()),
  ],
);

/** Notes staff keep on an order (never shown to the customer). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order').on(t.orderId, t.id)],
);

/**
 * Every change of an order's status, written by the one executor in the same
 * transaction as the change (server/modules/orders/lifecycle.ts): what happened, from
 * which status to which, and who did it (`by`: a staff email, a payment provider, a job).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    actor: text('actor').notNull(),
    by: text('by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

/**
 * Currencies shoppers may see and pay in besides the shop's own (issue #21): a rate to
 * the shop currency (units of this per unit of the shop's), typed by staff or refreshed
 * from the ECB's daily reference rates, and how converted prices are rounded.
 */
export const shopCurrencies = pgTable(
  'shop_currencies',
  {
    code: text('code').primaryKey(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    /** 'manual' (staff typed it) or 'ecb' (the rate job keeps it current). */
    rateSource: text('rate_source').notNull().default('manual'),
    rateUpdatedAt: timestamp('rate_updated_at', { withTimezone: true }).notNull().defaultNow(),
    roundingStep: integer('rounding_step').notNull().default(1),
    roundingEnding: text('rounding_ending').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_currencies_rate_positive', sql`${t.rate} > 0`),
    check('shop_currencies_step_positive', sql`${t.roundingStep} >= 1`),
  ],
);

/**
 * Search synonyms the owner edits in the admin (issue #39): words in either language
 * that find the same goods (围巾 / 丝巾 / scarf). Both ways by default: every term finds
 * what any other term finds. One way (`one_way`): the first term also finds what the
 * others find, not the reverse ("tee" finds T-shirts; "t-shirt" does not find tees).
 * Terms are kept normalised (lower case, trimmed).
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  terms: text('terms').array().notNull(),
  oneWay: boolean('one_way').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Searches that found nothing (issue #39), counted per day, language and normalised
 * keyword: the admin lists the most frequent of the last 30 days for the owner to answer
 * (a synonym, a search term). Days older than that are deleted by the jobs.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day').notNull(),
    lang: text('lang').notNull(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.lang, t.keyword] })],
);

/**
 * Goods shown under a good (issue #41 item 1), worked out by the 'related goods' job:
 * up to RELATED_KEPT per good in order, from goods bought with it in paid orders
 * (source 1), then goods of its category and its parent's (2), then best sellers (3).
 * Stock and shelf are judged again when read.
 */
export const relatedGoods = pgTable(
  'related_goods',
  {
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    relatedId: integer('related_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    source: smallint('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.goodId, t.position] }),
    check('related_goods_source', sql`${t.source} in (1, 2, 3)`),
    check('related_goods_not_itself', sql`${t.goodId} <> ${t.relatedId}`),
  ],
);

/**
 * Jobs that one instance runs for all (db/run-once.ts): the instance running the job
 * holds a lease (`claimed_until`, claimed by one atomic UPDATE, no transaction held), and
 * stamps the row with the run's start when it is done; a killed run's lease expires.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
});

/** The goods a customer opened last (issue #41 item 2), the newest RECENTLY_VIEWED_MAX kept. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.goodId] }),
    index('recently_viewed_user_time').on(t.userId, t.viewedAt.desc()),
  ],
);

/**
 * Back-in-stock alerts (issue #41 item 3): one waiting row per SKU and email (lower
 * case) until the SKU's stock rises above 0; then it is mailed once in `lang` and
 * `currency` and stamped `notified_at` (ended). Locked after SKUs, goods and coupons.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodSkus.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lang: text('lang').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting').on(t.skuId, t.email).where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_waiting_good').on(t.goodId).where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_email').on(t.email),
    check('stock_alerts_email_lower', sql`${t.email} = lower(${t.email})`),
    check('stock_alerts_lang', sql`${t.lang} in ('zh-cn', 'en')`),
  ],
);
