// Goods in the admin area: list, detail, create, update, shelf, delete, bulk SKU edits.
// Every write runs in one transaction with its audit entry, locks the good's SKUs (id
// order) and then the good, keeps goods.price_min/price_max and the search document as
// the seed builds them, and clears the catalog caches (and with them the storefront's
// page cache) so that the change shows at once.
import type { AdminPage } from '../../../../domain/admin/admin.ts';
import {
  type AdminBulkSku,
  type AdminGoodDetail,
  type AdminGoodRow,
  type AdminSku,
  type Axis,
  checkMatrix,
  comboKey,
  priceRange,
  sortByMatrix,
} from '../../../../domain/admin/goods.ts';
import { ApiCode } from '../../../../domain/api/codes.ts';
import type { Locale } from '../../../../domain/i18n/locale.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { goodSearchVector, refreshGoodDocuments } from '../../../db/search-index.ts';
import { AppError, badRequest, conflict, notFound } from '../../../errors.ts';
import type { MessageKey } from '../../../i18n/api-messages.ts';
import type { CatalogService } from '../../catalog/service.ts';
import type { SettingsService } from '../../settings/service.ts';
import { notifyRestocked } from '../../stock-alerts/service.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { type AdminPaging, offsetOf } from '../schemas.ts';
import {
  categoryExists,
  codeTakenElsewhere,
  deleteGood,
  deleteSkus,
  type GoodListFilter,
  type GoodRecord,
  insertGood,
  insertSkus,
  lockGoods,
  lockSkus,
  lockSkusOf,
  parkSkuCodes,
  refreshPriceRanges,
  selectCategories,
  selectGood,
  selectGoodList,
  selectSkus,
  selectSkusOfGoods,
  updateGood,
  updateSku,
  wasOrdered,
} from './queries.ts';
import type { BulkBody, GoodBody } from './schemas.ts';

type ListQuery = AdminPaging & Omit<GoodListFilter, 'limit' | 'offset'>;

/** A 400 that names the form field at fault (`data.field`, a path into the request body). */
function fieldError(key: MessageKey, field: (string | number)[], params?: Record<string, string | number>) {
  return new AppError(ApiCode.badRequest, key, params, { data: { field } });
}

/** The code named by a unique violation's detail: `Key (code)=(ABC) already exists.` */
function violatedCode(err: unknown): string {
  const e = err as { detail?: string; cause?: { detail?: string } };
  const detail = e.cause?.detail ?? e.detail ?? '';
  return /=\((.*)\) already exists/.exec(detail)?.[1] ?? '';
}

function detailOf(good: GoodRecord, skus: AdminSku[], ordered: boolean): AdminGoodDetail {
  return {
    id: good.id,
    name: good.name,
    description: good.description,
    search_terms: good.search_terms ?? { 'zh-cn': '', en: '' },
    images: good.images,
    category_id: good.category_id,
    property: good.property,
    services: good.services,
    on_shelf: good.on_shelf,
    sort: good.sort,
    currency: good.currency,
    price_min: good.price_min,
    price_max: good.price_max,
    sales: good.sales,
    ordered,
    skus: sortByMatrix(good.property, skus),
    created_at: new Date(good.created_at).toISOString(),
    updated_at: new Date(good.updated_at).toISOString(),
  };
}

/** What the audit log keeps of a good: everything staff can change. */
function auditView(d: AdminGoodDetail) {
  const { ordered: _o, created_at: _c, sales: _s, ...rest } = d;
  return { ...rest, skus: d.skus.map(({ sales: _sales, ...s }) => s) };
}

export function createAdminGoodsService(db: Db, deps: { catalog: CatalogService; settings: SettingsService }) {
  async function skusOf(goodIds: number[]): Promise<AdminBulkSku[]> {
    const rows = await selectSkusOfGoods(db, goodIds);
    const out: AdminBulkSku[] = [];
    // Each good's SKUs in the order of its matrix.
    for (const id of [...new Set(rows.map((r) => r.good_id))]) {
      const mine = rows.filter((r) => r.good_id === id);
      out.push(...sortByMatrix(mine[0].property, mine));
    }
    return out;
  }

  async function load(ex: Executor, id: number): Promise<AdminGoodDetail> {
    const good = await selectGood(ex, id);
    if (!good) throw notFound();
    const [skus, ordered] = await Promise.all([selectSkus(ex, id), wasOrdered(ex, id)]);
    return detailOf(good, skus, ordered);
  }

  /** Checks what needs the database or the matrix rules; throws a 400/409 naming the field. */
  async function check(ex: Executor, body: GoodBody, goodId: number, lang: Locale): Promise<void> {
    if (body.category_id !== null && !(await categoryExists(ex, body.category_id))) {
      throw fieldError('admin_goods_category_unknown', ['category_id'], { id: body.category_id });
    }
    const problem = checkMatrix(body.property, body.skus, lang);
    if (problem) throw fieldError(problem.key, problem.field, problem.params);
    const codes = body.skus.flatMap((s) => (s.offered ? [s.code] : []));
    const taken = await codeTakenElsewhere(ex, codes, goodId);
    if (taken) {
      const row = body.skus.findIndex((s) => s.offered && s.code === taken);
      throw new AppError(
        ApiCode.conflict,
        'admin_goods_sku_code_taken',
        { code: taken },
        { data: { field: ['skus', row, 'code'] } },
      );
    }
  }

  /**
   * Columns of the good computed from the request: price range, search document, and
   * the shop's currency (read before the write's transaction: never through the pool
   * inside one).
   */
  function goodValues(body: GoodBody, currency: string) {
    const offered = body.skus.filter((s) => s.offered);
    const range = priceRange(offered);
    const property: Axis[] = body.property.map((a) => ({
      key: a.key,
      name: a.name,
      values: a.values.map((v) => ({ key: v.key, name: v.name, ...(v.color ? { color: v.color } : {}) })),
    }));
    return {
      name: body.name,
      description: body.description,
      searchTerms: body.search_terms,
      images: body.images,
      categoryId: body.category_id,
      property,
      services: body.services,
      onShelf: body.on_shelf,
      sort: body.sort,
      currency,
      priceMin: range.min,
      priceMax: range.max,
      search: goodSearchVector(body.name, body.description) as unknown as string,
    };
  }

  /** Runs a write; a SKU code taken by a racing write becomes the same 409 as the check's. */
  async function write<T>(run: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      const out = await db.transaction(run);
      deps.catalog.invalidate();
      return out;
    } catch (err) {
      if (isUniqueViolation(err, 'good_skus_code'))
        throw conflict('admin_goods_sku_code_taken', { code: violatedCode(err) });
      throw err;
    }
  }

  return {
    async list(q: ListQuery): Promise<AdminPage<AdminGoodRow>> {
      const { rows, total } = await selectGoodList(db, {
        keyword: q.keyword || undefined,
        category_id: q.category_id,
        on_shelf: q.on_shelf,
        low_stock: q.low_stock,
        sort: q.sort,
        limit: q.page_size,
        offset: offsetOf(q),
      });
      return { list: rows, total, page: q.page, page_size: q.page_size };
    },

    detail: (id: number) => load(db, id),

    /** Every goods category (type-1 group), visible or not, all languages. */
    categories: () => selectCategories(db),

    skusOf,

    async create(body: GoodBody, actor: AuditActor, lang: Locale): Promise<AdminGoodDetail> {
      const { currency } = await deps.settings.get();
      return write(async (tx) => {
        await check(tx, body, 0, lang);
        const values = goodValues(body, currency);
        const id = await insertGood(tx, values);
        await insertSkus(
          tx,
          body.skus.flatMap((s) =>
            s.offered
              ? [
                  {
                    goodId: id,
                    code: s.code,
                    options: s.options,
                    price: s.price,
                    stock: s.stock,
                    currency: values.currency,
                    image: s.image,
                  },
                ]
              : [],
          ),
        );
        // The document with the good's categories, options and search terms as now written.
        await refreshGoodDocuments(tx, { goodIds: [id] });
        const after = await load(tx, id);
        await recordAudit(tx, actor, {
          action: 'good.create',
          entity: 'good',
          entityId: id,
          after: auditView(after),
        });
        return after;
      });
    },

    async update(id: number, body: GoodBody, actor: AuditActor, lang: Locale): Promise<AdminGoodDetail> {
      const { currency } = await deps.settings.get();
      return write(async (tx) => {
        await lockSkusOf(tx, id);
        const locked = await selectGood(tx, id, true);
        if (!locked) throw notFound();
        if (
          body.expected_updated_at &&
          new Date(locked.updated_at).getTime() !== Date.parse(body.expected_updated_at)
        ) {
          throw conflict('admin_goods_changed');
        }
        const before = await load(tx, id);
        await check(tx, body, id, lang);

        // Which existing SKU each row keeps: the one it names by id, else the one with its combination.
        const existing = new Map(before.skus.map((s) => [s.id, s]));
        const claimed = new Map<number, number>(); // sku id -> row index
        for (const [i, row] of body.skus.entries()) {
          if (row.id === undefined) continue;
          if (!existing.has(row.id)) throw fieldError('admin_goods_sku_unknown', ['skus', i, 'id'], { id: row.id });
          if (claimed.has(row.id)) throw fieldError('admin_goods_sku_id_duplicate', ['skus', i, 'id'], { id: row.id });
          claimed.set(row.id, i);
        }
        const axisKeys = body.property
          .map((a) => a.key)
          .sort()
          .join('|');
        const sameAxes = (o: Record<string, string>) => Object.keys(o).sort().join('|') === axisKeys;
        const byCombo = new Map(
          before.skus.filter((s) => sameAxes(s.options)).map((s) => [comboKey(body.property, s.options), s]),
        );
        const keep: { row: GoodBody['skus'][number] & { offered: true }; sku: AdminSku }[] = [];
        const add: (GoodBody['skus'][number] & { offered: true })[] = [];
        for (const [i, row] of body.skus.entries()) {
          let sku = row.id === undefined ? undefined : existing.get(row.id);
          if (!sku) {
            const same = byCombo.get(comboKey(body.property, row.options));
            if (same && !claimed.has(same.id)) {
              claimed.set(same.id, i);
              sku = same;
            }
          }
          if (!row.offered) continue; // a claimed SKU of a combination no longer sold goes below
          if (sku) keep.push({ row, sku });
          else add.push(row);
        }
        const kept = new Set(keep.map((k) => k.sku.id));
        const gone = before.skus.filter((s) => !kept.has(s.id)).map((s) => s.id);
        await deleteSkus(tx, gone);

        const values = goodValues(body, currency);
        // Codes may be swapped between SKUs of this good: park the changing ones first.
        const renamed = keep.filter((k) => k.row.code !== k.sku.code).map((k) => k.sku.id);
        await parkSkuCodes(tx, renamed);
        for (const { row, sku } of keep) {
          const stock = row.stock_was === undefined ? row.stock : Math.max(0, sku.stock + (row.stock - row.stock_was));
          await updateSku(tx, sku.id, {
            code: row.code,
            options: row.options,
            price: row.price,
            stock,
            currency: values.currency,
            image: row.image,
          });
        }
        if (add.length) {
          await insertSkus(
            tx,
            add.map((s) => ({
              goodId: id,
              code: s.code,
              options: s.options,
              price: s.price,
              stock: s.stock,
              currency: values.currency,
              image: s.image,
            })),
          );
        }
        await updateGood(tx, id, values);
        // SKUs back in stock mail their waiting alerts (issue #41), after SKUs and the good.
        await notifyRestocked(tx, { goodId: id });
        // The document with the good's categories, options and search terms as now written.
        await refreshGoodDocuments(tx, { goodIds: [id] });
        const after = await load(tx, id);
        await recordAudit(tx, actor, {
          action: 'good.update',
          entity: 'good',
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
    },

    async setShelf(id: number, onShelf: boolean, actor: AuditActor): Promise<AdminGoodDetail> {
      return write(async (tx) => {
        await lockSkusOf(tx, id);
        const good = await selectGood(tx, id, true);
        if (!good) throw notFound();
        await updateGood(tx, id, { onShelf });
        // Back on shelf: its SKUs in stock mail their waiting alerts (issue #41).
        if (onShelf) await notifyRestocked(tx, { goodId: id });
        await recordAudit(tx, actor, {
          action: onShelf ? 'good.shelf_on' : 'good.shelf_off',
          entity: 'good',
          entityId: id,
          before: { on_shelf: good.on_shelf },
          after: { on_shelf: onShelf },
        });
        return load(tx, id);
      });
    },

    async remove(id: number, actor: AuditActor): Promise<void> {
      await write(async (tx) => {
        await lockSkusOf(tx, id);
        if (!(await selectGood(tx, id, true))) throw notFound();
        const before = await load(tx, id);
        if (before.ordered) throw conflict('admin_goods_delete_ordered');
        await deleteGood(tx, id);
        await recordAudit(tx, actor, {
          action: 'good.delete',
          entity: 'good',
          entityId: id,
          before: auditView(before),
        });
      });
    },

    /** Sets price and/or stock of many SKUs at once, all or nothing. */
    async bulk(body: BulkBody, actor: AuditActor): Promise<AdminBulkSku[]> {
      const ids = new Set<number>();
      for (const [i, item] of body.skus.entries()) {
        if (item.price === undefined && item.stock === undefined)
          throw fieldError('admin_goods_bulk_empty', ['skus', i]);
        if (ids.has(item.id)) throw fieldError('admin_goods_sku_id_duplicate', ['skus', i, 'id'], { id: item.id });
        ids.add(item.id);
      }
      const goodIds = await write(async (tx) => {
        const rows = await lockSkus(tx, [...ids]);
        const found = new Map(rows.map((r) => [r.id, r]));
        const missing = body.skus.find((s) => !found.has(s.id));
        if (missing) throw badRequest('admin_goods_bulk_sku_unknown', { id: missing.id });
        for (const item of body.skus) {
          await updateSku(tx, item.id, {
            ...(item.price !== undefined ? { price: item.price } : {}),
            ...(item.stock !== undefined ? { stock: item.stock } : {}),
          });
        }
        const touched = [...new Set(rows.map((r) => r.good_id))].sort((a, b) => a - b);
        await lockGoods(tx, touched);
        await refreshPriceRanges(tx, touched);
        // SKUs back in stock mail their waiting alerts (issue #41), after SKUs and goods.
        await notifyRestocked(tx, { skuIds: [...ids] });
        for (const goodId of touched) {
          const mine = body.skus.filter((s) => found.get(s.id)?.good_id === goodId);
          const view = (s: AdminSku) => ({ id: s.id, code: s.code, price: s.price, stock: s.stock });
          await recordAudit(tx, actor, {
            action: 'good.bulk_update',
            entity: 'good',
            entityId: goodId,
            before: mine.map((s) => view(found.get(s.id) as AdminSku)),
            after: mine.map((s) => {
              const was = found.get(s.id) as AdminSku;
              return view({ ...was, price: s.price ?? was.price, stock: s.stock ?? was.stock });
            }),
          });
        }
        return touched;
      });
      // The SKUs as they are now, in the order asked.
      const now = new Map((await skusOf(goodIds)).map((s) => [s.id, s]));
      return body.skus.flatMap((s) => now.get(s.id) ?? []);
    },
  };
}

export type AdminGoodsService = ReturnType<typeof createAdminGoodsService>;
