// Checkout: the priced preview and placing an order. Both compute from the database
// (a client-sent price is never read); placing recomputes everything inside one
// transaction that also takes the stock and the coupon use.
import { createHash, randomInt } from 'node:crypto';
import { ApiCode } from '../../../domain/api/codes.ts';
import { discountedLines, type LandedCost, landedCost } from '../../../domain/checkout/landed-cost.ts';
import {
  COUPON_KIND,
  type CouponProblem,
  type CouponRule,
  couponProblem,
  FREE_SHIPPING_SERVICE,
  NO_SHIPPING_RULE,
  type OrderPrice,
  priceOrder,
  type ShippingRule,
} from '../../../domain/checkout/pricing.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { pickText } from '../../../domain/i18n/locale.ts';
import { type Pricer, sameRate } from '../../../domain/money/currency.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { CheckoutPreview, ImportEstimate, OrderLineView, PlacedOrder } from '../../../domain/orders/orders.ts';
import { goodsChanged } from '../../db/after-commit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { GoodAxis, LineOption, OrderAddress } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { apiMessage } from '../../i18n/api-messages.ts';
import type { CurrencyService } from '../currencies/service.ts';
import { shopMetrics } from '../metrics/shop-metrics.ts';
import { orderPlacedMailFor } from '../orders/mails.ts';
import { countryName, type SettingsService } from '../settings/service.ts';
import {
  type AddressRow,
  type CouponRow,
  type DestinationRule,
  type NewLine,
  placeOrder,
  readForPlacing,
  type SkuForSale,
  selectCheckoutAddress,
  selectCountryRules,
  selectCoupon,
  selectDefaultCountry,
  selectOrderByIdempotencyKey,
  selectSkusForSale,
  takeCouponUse,
} from './queries.ts';
import type { ConfirmBody, PlaceBody } from './schemas.ts';

export interface CheckoutOptions {
  /** Minutes an order waits for payment (PAYMENT_DEADLINE_MINUTES). */
  payMinutes: number;
  /** The shop's public origin, for links in mail. */
  publicUrl: string;
}

interface Item {
  sku_id: number;
  quantity: number;
}

/** The same SKU twice becomes one line (quantities added). */
function mergeItems(items: readonly Item[]): Item[] {
  const byId = new Map<number, number>();
  for (const i of items) byId.set(i.sku_id, (byId.get(i.sku_id) ?? 0) + i.quantity);
  return [...byId].map(([sku_id, quantity]) => ({ sku_id, quantity }));
}

function lineOptions(property: GoodAxis[], options: Record<string, string>): LineOption[] {
  const out: LineOption[] = [];
  for (const axis of property) {
    const valueKey = options[axis.key];
    if (valueKey === undefined) continue;
    const value = axis.values.find((v) => v.key === valueKey);
    out.push({ axis: axis.name, value: value?.name ?? { 'zh-cn': valueKey, en: valueKey } });
  }
  return out;
}

function toLine(sku: SkuForSale, quantity: number): NewLine {
  return {
    goodId: sku.good_id,
    skuId: sku.id,
    skuCode: sku.code,
    name: sku.good_name,
    options: lineOptions(sku.property, sku.options),
    image: sku.image || sku.good_image || '',
    price: sku.price,
    shopPrice: sku.price,
    quantity,
    freeShipping: sku.services.includes(FREE_SHIPPING_SERVICE),
    categoryId: sku.category_id,
  };
}

export function lineView(l: NewLine, lang: Locale): OrderLineView {
  return {
    sku_id: l.skuId,
    good_id: l.goodId,
    sku_code: l.skuCode,
    name: pickText(l.name, lang),
    options: l.options.map((o) => ({ axis: pickText(o.axis, lang), value: pickText(o.value, lang) })),
    image: l.image,
    price: l.price,
    quantity: l.quantity,
    total: l.price * l.quantity,
    free_shipping: l.freeShipping,
  };
}

/** A coupon in the order's currency: a fixed amount and the minimum spend convert like every amount (issue #21). */
function couponRule(c: CouponRow, pricer: Pricer): CouponRule {
  return {
    kind: c.kind,
    value: c.kind === COUPON_KIND.fixed ? pricer.amount(c.value) : c.value,
    minSpend: pricer.amount(c.min_spend),
    startsAt: new Date(c.starts_at),
    endsAt: new Date(c.ends_at),
    totalLimit: c.total_limit,
    perCustomerLimit: c.per_customer_limit,
    used: c.used,
    enabled: c.enabled,
  };
}

function addressSnapshot(a: AddressRow): OrderAddress {
  return {
    country: a.country,
    countryName: { 'zh-cn': countryName(a.country, 'zh-cn'), en: countryName(a.country, 'en') },
    province: a.province,
    city: a.city,
    address: a.address,
    contact: a.contact,
    phone: a.phone,
    postalCode: a.postal_code,
  };
}

/** `20261122` + 10 random digits: unique by index, says nothing about order volume. */
function newOrderNo(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return day + String(randomInt(0, 1e10)).padStart(10, '0');
}

/** What an idempotency key is bound to: the same key with another body (or another currency) is refused. */
function requestHash(body: PlaceBody, items: readonly Item[], foreignCurrency?: string): string {
  const canonical = JSON.stringify({
    items: [...items].sort((a, b) => a.sku_id - b.sku_id),
    address_id: body.address_id ?? null,
    coupon_code: body.coupon_code.toUpperCase(),
    notes: body.notes,
    // Orders in the shop currency hash as before, so their stored hashes still match.
    ...(foreignCurrency ? { currency: foreignCurrency } : {}),
  });
  return createHash('sha256').update(canonical).digest('base64url');
}

function placedView(o: {
  id: number;
  order_no: string;
  status: number;
  total: number;
  currency: string;
  rate: string;
  pay_deadline: Date;
}): PlacedOrder {
  return {
    id: o.id,
    order_no: o.order_no,
    status: o.status,
    total_paid: o.total,
    currency: o.currency,
    rate: o.rate,
    pay_deadline: new Date(o.pay_deadline).toISOString(),
  };
}

/** A destination's taxes and duties in the order's currency: its threshold converts like every amount. */
function convertedLanded(rule: DestinationRule | null, pricer: Pricer): DestinationRule | null {
  if (!rule) return null;
  return { ...rule, collectThreshold: rule.collectThreshold === null ? null : pricer.amount(rule.collectThreshold) };
}

/** The order's taxes and duties (issue #40) and the total with them. */
function withLandedCost(lines: readonly NewLine[], price: OrderPrice, rule: DestinationRule | null) {
  const cost = landedCost(discountedLines(lines, price.discount), price.shippingFee, rule);
  return { cost, total: price.total + cost.added };
}

/** The landed-cost fields of a preview or an order answer. */
function landedView(cost: LandedCost, rule: DestinationRule | null, lang: Locale) {
  return {
    taxes: cost.taxes,
    duties: cost.duties,
    duty_terms: cost.terms,
    taxes_included: cost.taxesIncluded,
    tax_name: rule ? pickText(rule.taxName, lang) : '',
    tax_rate: rule?.taxRate ?? null,
    import_estimate: cost.estimate,
  };
}

/** A shipping rule's fees and threshold in the order's currency. */
function convertedRule(rule: ShippingRule, pricer: Pricer): ShippingRule {
  return {
    firstFee: pricer.amount(rule.firstFee),
    additionalFee: pricer.amount(rule.additionalFee),
    freeThreshold: rule.freeThreshold === null ? null : pricer.amount(rule.freeThreshold),
  };
}

export function createCheckoutService(
  db: Db,
  settings: SettingsService,
  currencies: CurrencyService,
  opts: CheckoutOptions,
) {
  /** Loads and checks the lines (see `checkLines`). */
  async function priceLines(items: readonly Item[], currency: string, lang: Locale): Promise<NewLine[]> {
    return checkLines(
      await selectSkusForSale(
        db,
        items.map((i) => i.sku_id),
      ),
      items,
      currency,
      lang,
    );
  }

  /** The lines in the order's currency: each SKU's fixed price there, else its converted price. */
  async function inCurrency(lines: NewLine[], pricer: Pricer): Promise<NewLine[]> {
    if (pricer.currency === pricer.shop) return lines;
    const fixed = await currencies.fixedPrices(
      db,
      lines.map((l) => l.skuId),
      pricer,
    );
    return lines.map((l) => ({ ...l, price: pricer.product(l.shopPrice, fixed.get(l.skuId)) }));
  }

  /** Every SKU exists, is on shelf, in stock and in the shop currency; the lines as ordered. */
  function checkLines(found: readonly SkuForSale[], items: readonly Item[], currency: string, lang: Locale): NewLine[] {
    const skus = new Map(found.map((s) => [s.id, s]));
    return items.map((item) => {
      const sku = skus.get(item.sku_id);
      if (!sku || !sku.on_shelf) throw badRequest('sku_unavailable', { id: item.sku_id });
      const name = pickText(sku.good_name, lang);
      if (sku.currency !== currency) throw badRequest('currency_mismatch', { name });
      if (sku.stock === 0) throw new AppError(ApiCode.conflict, 'sold_out', { name }, { data: { sku_id: sku.id } });
      if (sku.stock < item.quantity) {
        throw new AppError(
          ApiCode.conflict,
          'stock_insufficient',
          { name, stock: sku.stock },
          { data: { sku_id: sku.id, stock: sku.stock } },
        );
      }
      return toLine(sku, item.quantity);
    });
  }

  function checkCountry(country: string, allowed: readonly string[]) {
    if (!allowed.includes(country)) throw badRequest('country_not_shipped');
  }

  return {
    async preview(userId: number, body: ConfirmBody, lang: Locale, currency: string): Promise<CheckoutPreview> {
      const s = await settings.get();
      // The rates in force now, not the cached ones: the shopper confirms what placing will charge.
      const pricer = await currencies.pricer(currency, { fresh: true });
      const items = mergeItems(body.items);
      const [shopLines, address] = await Promise.all([
        priceLines(items, s.currency, lang),
        selectCheckoutAddress(db, userId, body.address_id),
      ]);
      const lines = await inCurrency(shopLines, pricer);
      if (body.address_id !== undefined && !address) throw notFound();
      if (address) checkCountry(address.country, s.country_list);
      const rule = convertedRule(address?.rule ?? NO_SHIPPING_RULE, pricer);
      const subtotal = lines.reduce((n, l) => n + l.price * l.quantity, 0);
      let coupon: CheckoutPreview['coupon'] = null;
      let price: OrderPrice;
      if (body.coupon_code) {
        const row = await selectCoupon(db, body.coupon_code, userId);
        const rowRule = row && couponRule(row, pricer);
        const problem = couponProblem(rowRule, {
          subtotal,
          now: new Date(),
          customerUses: row?.customer_uses ?? 0,
        });
        price = priceOrder(lines, rule, problem || !rowRule ? null : rowRule);
        coupon = {
          code: row?.code ?? body.coupon_code,
          error: problem && couponMessage(problem, rowRule, pricer.currency, lang),
          discount: price.discount,
        };
      } else {
        price = priceOrder(lines, rule, null);
      }
      const landed = convertedLanded(address?.landed ?? null, pricer);
      const { cost, total } = withLandedCost(lines, price, landed);
      return {
        items: lines.map((l) => lineView(l, lang)),
        address_id: address?.id ?? null,
        currency: pricer.currency,
        product_price: price.itemsTotal,
        shipping_fee: price.shippingFee,
        discount: price.discount,
        total_paid: total,
        ...landedView(cost, landed, lang),
        item_count: price.itemCount,
        coupon,
        pay_minutes: opts.payMinutes,
        shop_currency: s.currency,
        rate: pricer.rate,
      };
    },

    /**
     * What a destination adds to these goods before any address is known (issue #40: the
     * duties notice on the product and cart pages): its shipping fee for them, and the
     * taxes and duties the shop would collect (DDP) or estimates the carrier may (DDU),
     * by the same rules as the confirm page. A country the shop does not ship to, or
     * none, has no rule: nothing added.
     */
    async importEstimate(
      items: readonly Item[],
      country: string | null,
      lang: Locale,
      currency: string,
    ): Promise<ImportEstimate> {
      const s = await settings.get();
      const pricer = await currencies.pricer(currency);
      const shipped = country !== null && s.country_list.includes(country) ? country : null;
      const [shopLines, rules] = await Promise.all([
        priceLines(mergeItems(items), s.currency, lang),
        shipped ? selectCountryRules(db, shipped) : { rule: null, landed: null },
      ]);
      const lines = await inCurrency(shopLines, pricer);
      const price = priceOrder(lines, convertedRule(rules.rule ?? NO_SHIPPING_RULE, pricer), null);
      const landed = convertedLanded(rules.landed, pricer);
      const { cost } = withLandedCost(lines, price, landed);
      const { taxes, duties, duty_terms, taxes_included, tax_name, tax_rate, import_estimate } = landedView(
        cost,
        landed,
        lang,
      );
      return {
        country: shipped,
        country_name: shipped ? countryName(shipped, lang) : '',
        currency: pricer.currency,
        shipping_fee: price.shippingFee,
        taxes,
        duties,
        duty_terms,
        taxes_included,
        tax_name,
        tax_rate,
        import_estimate,
      };
    },

    /** The country of a customer's default address (the first guess of a destination). */
    defaultCountry: (userId: number) => selectDefaultCountry(db, userId),

    async place(
      userId: number,
      body: PlaceBody,
      ctx: { client: number; idempotencyKey?: string; lang: Locale; email: string; currency: string },
    ): Promise<{ order: PlacedOrder; replayed: boolean }> {
      const items = mergeItems(body.items);
      const pricer = await currencies.pricer(ctx.currency, { fresh: true });
      const hash = requestHash(body, items, pricer.currency === pricer.shop ? undefined : pricer.currency);
      if (body.address_id === undefined) {
        const existing = ctx.idempotencyKey && (await selectOrderByIdempotencyKey(db, userId, ctx.idempotencyKey));
        if (existing) return replay(existing, hash);
        throw badRequest('address_required');
      }
      const s = await settings.get();
      const read = await readForPlacing(db, {
        userId,
        skuIds: items.map((i) => i.sku_id),
        addressId: body.address_id,
        idempotencyKey: ctx.idempotencyKey,
      });
      if (read.existing) return replay(read.existing, hash);
      // The shopper confirmed a total at another rate: they must see the new one first.
      if (body.rate !== undefined && !sameRate(body.rate, pricer.rate)) {
        throw new AppError(ApiCode.conflict, 'rate_changed', undefined, {
          data: { currency: pricer.currency, rate: pricer.rate },
        });
      }
      const lines = await inCurrency(checkLines(read.skus, items, s.currency, ctx.lang), pricer);
      const address = read.address;
      if (!address) throw notFound();
      checkCountry(address.country, s.country_list);
      const rule = convertedRule(address.rule ?? NO_SHIPPING_RULE, pricer);
      const subtotal = lines.reduce((n, l) => n + l.price * l.quantity, 0);
      let coupon: CouponRow | undefined;
      if (body.coupon_code) {
        coupon = await selectCoupon(db, body.coupon_code, userId);
        const problem = couponProblem(coupon && couponRule(coupon, pricer), {
          subtotal,
          now: new Date(),
          customerUses: coupon?.customer_uses ?? 0,
        });
        if (problem) throw couponError(problem, coupon && couponRule(coupon, pricer), pricer.currency, ctx.lang);
      }
      const price = priceOrder(lines, rule, coupon ? couponRule(coupon, pricer) : null);
      // Taxes and duties from the rule as read now; the order keeps them and the rates used.
      const landed = convertedLanded(address.landed, pricer);
      const { cost, total } = withLandedCost(lines, price, landed);
      // The books' equivalents at the same locked rate; their total is the sum of its parts.
      const shopItemsTotal = pricer.inShop(price.itemsTotal);
      const shopShippingFee = pricer.inShop(price.shippingFee);
      const shopDiscount = Math.min(pricer.inShop(price.discount), shopItemsTotal);
      const shopTaxes = pricer.inShop(cost.taxes);
      const shopDuties = pricer.inShop(cost.duties);
      const order = {
        id: read.next_id,
        orderNo: newOrderNo(),
        userId,
        currency: pricer.currency,
        rate: pricer.rate,
        shopCurrency: s.currency,
        shopItemsTotal,
        shopShippingFee,
        shopDiscount,
        shopTotal: shopItemsTotal - shopDiscount + shopShippingFee + (cost.taxesIncluded ? 0 : shopTaxes) + shopDuties,
        locale: ctx.lang,
        itemsTotal: price.itemsTotal,
        shippingFee: price.shippingFee,
        discount: price.discount,
        total,
        itemCount: price.itemCount,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? '',
        address: addressSnapshot(address),
        notes: body.notes,
        client: ctx.client,
        idempotencyKey: ctx.idempotencyKey ?? null,
        requestHash: hash,
        payMinutes: opts.payMinutes,
        taxes: cost.taxes,
        duties: cost.duties,
        taxesIncluded: cost.taxesIncluded,
        dutyTerms: cost.terms,
        importEstimate: cost.estimate,
        shopTaxes,
        shopDuties,
        landedCost: landed && {
          destinationId: landed.destinationId,
          taxName: landed.taxName,
          taxRate: landed.taxRate,
          pricesIncludeTax: landed.pricesIncludeTax,
          collectThreshold: landed.collectThreshold,
          dutyRate: landed.dutyRate,
          terms: landed.terms,
          shippingTax: cost.shippingTax,
        },
      };
      const charged = lines.map((l, i) => ({ ...l, ...(cost.lines[i] ?? { tax: 0, duty: 0, dutyRate: '0' }) }));
      const mail = orderPlacedMailFor({
        shop: { title: s.seo_title, origin: opts.publicUrl },
        email: ctx.email,
        lang: ctx.lang,
        order: {
          id: order.id,
          order_no: order.orderNo,
          currency: order.currency,
          items_total: price.itemsTotal,
          shipping_fee: price.shippingFee,
          discount: price.discount,
          total,
          taxes: cost.taxes,
          duties: cost.duties,
          taxes_included: cost.taxesIncluded,
          duty_terms: cost.terms,
          tax_name: landed?.taxName ?? null,
          tax_rate: landed?.taxRate ?? null,
          import_estimate: cost.estimate,
          pay_deadline: new Date(Date.now() + opts.payMinutes * 60_000),
        },
        lines: lines.map((l) => ({ ...l, total: l.price * l.quantity })),
      });
      const write = async (ex: { db: Db } | { tx: Executor }) => {
        const placed = await placeOrder(ex, order, charged, { mail, clearCart: body.from_cart });
        if (!placed) throw await stockProblem('db' in ex ? ex.db : ex.tx, lines, ctx.lang);
        // The stock shown on these goods' pages changed (once the coupon's transaction commits).
        goodsChanged(
          lines.map((l) => l.goodId),
          db,
        );
        return placed;
      };

      try {
        // Without a coupon the order is one statement; a coupon's limits are checked
        // after it, under the coupon's row lock, in the same transaction.
        const placed = !coupon
          ? await write({ db })
          : await db.transaction(async (tx) => {
              const inserted = await write({ tx });
              const taken = await takeCouponUse(
                tx,
                { id: coupon.id, perCustomerLimit: coupon.per_customer_limit },
                userId,
                inserted.id,
              );
              if (!taken) {
                const again = await selectCoupon(tx, coupon.code, userId);
                const now = new Date();
                const customerUses = again?.customer_uses ?? 0;
                const againRule = again && couponRule(again, pricer);
                throw couponError(
                  couponProblem(againRule, { subtotal, now, customerUses }) ?? 'coupon_exhausted',
                  againRule,
                  pricer.currency,
                  ctx.lang,
                );
              }
              return inserted;
            });
        shopMetrics.ordersPlaced.inc();
        return { order: placedView(placed), replayed: false };
      } catch (err) {
        // A concurrent retry with the same key won the insert: answer with its order.
        if (ctx.idempotencyKey && isUniqueViolation(err, 'orders_user_idempotency')) {
          const existing = await selectOrderByIdempotencyKey(db, userId, ctx.idempotencyKey);
          if (existing) return replay(existing, hash);
        }
        throw err;
      }
    },
  };

  function replay(existing: Parameters<typeof placedView>[0] & { request_hash: string }, hash: string) {
    if (existing.request_hash !== hash) throw conflict('idempotency_mismatch');
    return { order: placedView(existing), replayed: true };
  }

  /** Why the stock could not be taken: re-read to name the SKU (sold out, too few, price changed). */
  async function stockProblem(ex: Executor, lines: readonly NewLine[], lang: Locale): Promise<AppError> {
    const now = await selectSkusForSale(
      ex,
      lines.map((l) => l.skuId),
    );
    for (const l of lines) {
      const sku = now.find((s) => s.id === l.skuId);
      const name = pickText(l.name, lang);
      if (!sku || !sku.on_shelf) return badRequest('sku_unavailable', { id: l.skuId });
      if (sku.stock === 0) return new AppError(ApiCode.conflict, 'sold_out', { name }, { data: { sku_id: l.skuId } });
      if (sku.stock < l.quantity) {
        return new AppError(
          ApiCode.conflict,
          'stock_insufficient',
          { name, stock: sku.stock },
          { data: { sku_id: l.skuId, stock: sku.stock } },
        );
      }
    }
    // The price changed between computing and taking: the customer must see the new total.
    return conflict('price_changed');
  }
}

function couponMessage(problem: CouponProblem, rule: CouponRule | undefined, currency: string, lang: Locale): string {
  const params =
    problem === 'coupon_min_spend' && rule
      ? { amount: formatPrice(rule.minSpend, { unit: currency, lang }) }
      : undefined;
  return apiMessage(lang, problem, params);
}

function couponError(problem: CouponProblem, rule: CouponRule | undefined, currency: string, lang: Locale): AppError {
  const params =
    problem === 'coupon_min_spend' && rule
      ? { amount: formatPrice(rule.minSpend, { unit: currency, lang }) }
      : undefined;
  return new AppError(problem === 'coupon_not_found' ? ApiCode.badRequest : ApiCode.conflict, problem, params);
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
