// The database schema (PostgreSQL). Migrations under ./migrations are generated from
// this file by `npm run db:generate` and applied at start.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText } from '../../domain/locale.ts';

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
