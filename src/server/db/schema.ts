// The database schema (PostgreSQL). Migrations under ./migrations are generated from
// this file by `npm run db:generate` and applied at start.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { I18nText } from '../../domain/locale.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Site settings, one row per key (see src/domain/settings.ts for keys and defaults). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Static content pages (/videos, /our-story, /faq, /contact-us), bilingual. */
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
    /** Full-text document over both languages (see src/domain/search.ts). */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    // Emails and usernames are unique whatever their case.
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
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
    /** pending, sent, logged (no SMTP configured), failed (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due').on(t.nextAttemptAt).where(sql`status = 'pending'`)],
);

/** Failure counters for throttling sign-in and code checks, shared by every instance. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
