// Recently viewed goods of customers (issue #41 item 2): the account's list as cards in
// the caller's language (goods off shelf left out, sold-out ones shown as such), and the
// visitor's list (its cookie) added at sign-in.
import type { GoodCard } from '../../../domain/catalog/catalog.ts';
import { cleanViewed } from '../../../domain/catalog/recently-viewed.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Db } from '../../db/client.ts';
import type { CatalogService } from '../catalog/service.ts';
import { addViewed, deleteViewed, selectViewed } from './queries.ts';

export function createRecentlyViewedService(db: Db, catalog: CatalogService) {
  const service = {
    async list(userId: number, lang: Locale): Promise<GoodCard[]> {
      return catalog.goodsByIds(await selectViewed(db, userId), lang);
    },
    /** Goods opened (newest first) go before the account's others: a view, an app's list, a visitor's at sign-in. */
    async add(userId: number, ids: readonly number[]): Promise<void> {
      await addViewed(db, userId, cleanViewed(ids));
    },
    async clear(userId: number): Promise<void> {
      await deleteViewed(db, userId);
    },
  };
  return service;
}

export type RecentlyViewedService = ReturnType<typeof createRecentlyViewedService>;
