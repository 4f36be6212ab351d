// Delivery vocabulary shared by the API and the storefront (PRODUCT "Delivery
// tracking"): carriers by their Kuaidi100 code with names in both languages, the
// spec's carrier ids (SPEC 3), which carriers need the recipient's phone, and the
// shape of tracking data.

import type { z } from 'zod';
import type { I18nText, Locale } from '../i18n/locale.ts';
import type { expressViewSchema, trackingEventSchema } from './schemas.ts';

export interface Carrier {
  /** Kuaidi100's company code (lower case), also our identifier. */
  code: string;
  name: I18nText;
  /** Kuaidi100 answers only with the recipient's phone (last 4 digits) for these. */
  needsPhoneTail: boolean;
}

const carrier = <C extends string>(code: C, zh: string, en: string, needsPhoneTail = false) => ({
  code,
  name: { 'zh-cn': zh, en },
  needsPhoneTail,
});

export const CARRIERS = [
  carrier('yuantong', '圆通速递', 'YTO Express'),
  carrier('shentong', '申通快递', 'STO Express'),
  carrier('zhongtong', '中通快递', 'ZTO Express'),
  carrier('jtexpress', '极兔速递', 'J&T Express'),
  carrier('yunda', '韵达快递', 'Yunda Express'),
  carrier('jd', '京东物流', 'JD Logistics'),
  carrier('youzhengbk', '邮政快递包裹', 'China Post Parcel'),
  carrier('debangkuaidi', '德邦快递', 'Deppon Express'),
  carrier('shunfengkuaiyun', '顺丰快运', 'SF Freight', true),
  carrier('danniao', '丹鸟', 'Danniao'),
  carrier('shunfeng', '顺丰速运', 'SF Express', true),
  carrier('ems', 'EMS', 'EMS'),
  carrier('dhl', 'DHL', 'DHL'),
  carrier('fedex', '联邦快递', 'FedEx'),
  carrier('ups', 'UPS', 'UPS'),
  carrier('usps', '美国邮政', 'USPS'),
] as const satisfies readonly Carrier[];

export type CarrierCode = (typeof CARRIERS)[number]['code'];
export const CARRIER_CODES = CARRIERS.map((c) => c.code) as [CarrierCode, ...CarrierCode[]];

/** SPEC 3 "Express carriers (id 0-10)": the index is the spec's id (0 and 1 are both yuantong). */
export const SPEC_CARRIER_IDS: readonly CarrierCode[] = [
  'yuantong',
  'yuantong',
  'shentong',
  'zhongtong',
  'jtexpress',
  'yunda',
  'jd',
  'youzhengbk',
  'debangkuaidi',
  'shunfengkuaiyun',
  'danniao',
];

export function findCarrier(code: string): Carrier | undefined {
  return CARRIERS.find((c) => c.code === code);
}

/** The carrier's name in a language; an unknown code (a carrier retired since) shows as itself. */
export function carrierName(code: string, locale: Locale): string {
  return findCarrier(code)?.name[locale] ?? code;
}

/** The spec's ids of a carrier ([0, 1] for yuantong, [] for the international ones). */
export function specIdsOf(code: string): number[] {
  return SPEC_CARRIER_IDS.flatMap((c, id) => (c === code ? [id] : []));
}

export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
export const PHONE_TAIL_PATTERN = /^\d{4}$/;

/** The last 4 digits of a phone number ('+86 138-0013-8000' -> '8000'), or '' when it has fewer. */
export function phoneTailOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : '';
}

/** Where a parcel is, in words both providers can say (manual events pick one or none). */
export const TRACKING_STATUSES = [
  'picked_up',
  'in_transit',
  'customs',
  'out_for_delivery',
  'delivered',
  'exception',
  'rejected',
  'returning',
  'returned',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export type TrackingProviderName = 'manual' | 'kuaidi100';

/** GET /order/{id}/express: the order's parcel, its events newest first. */
export type ExpressView = z.infer<typeof expressViewSchema>;
