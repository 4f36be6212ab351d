// Kuaidi100's real-time query (实时快递查询): POST {apiUrl}/poll/query.do, form-encoded
// customer, sign and param (JSON). sign = uppercase hex MD5 of param + key + customer.
// Times in answers are China time (UTC+8) without a zone; we turn them into UTC.
import { createHash } from 'node:crypto';
import { findCarrier, type TrackingEvent, type TrackingStatus } from '../../../domain/tracking/carriers.ts';
import type { Tracking } from './provider.ts';

export const KUAIDI100_TIMEOUT_MS = 10_000;

export interface Kuaidi100Credentials {
  apiUrl: string;
  customer: string;
  key: string;
  timeoutMs?: number;
}

/** One trace line of an answer (resultv2=1 adds status and areaName). */
export interface Kuaidi100Trace {
  time?: string;
  ftime?: string;
  context?: string;
  location?: string;
  areaName?: string;
  status?: string;
}

/** The answer: success has message 'ok' and status '200'; a failure has result false and a returnCode. */
export interface Kuaidi100Answer {
  message?: string;
  status?: string;
  state?: string;
  ischeck?: string;
  data?: Kuaidi100Trace[];
  result?: boolean;
  returnCode?: string;
}

/** A parcel as we cache it: delivered parcels are kept longer. */
export interface Kuaidi100Tracking extends Tracking {
  delivered: boolean;
}

/** Anything but an answer about the parcel: refused call, outage, timeout, garbage. */
export class Kuaidi100Error extends Error {
  /** Kuaidi100's returnCode, or timeout / network / http <status>. */
  readonly returnCode: string;
  constructor(returnCode: string, message: string) {
    super(`Kuaidi100 ${returnCode}: ${message}`);
    this.returnCode = returnCode;
  }
}

/** Kuaidi100's "no result yet" code: a real answer (the carrier has not scanned the parcel). */
const NO_RESULT = '500';

export function kuaidi100Sign(param: string, key: string, customer: string): string {
  return createHash('md5')
    .update(param + key + customer, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** The param JSON: the phone goes only to carriers that need it (it is the shopper's data). */
export function kuaidi100Param(parcel: { carrier: string; trackingNo: string; phoneTail: string }): string {
  const phone = findCarrier(parcel.carrier)?.needsPhoneTail && parcel.phoneTail ? parcel.phoneTail : undefined;
  return JSON.stringify({
    com: parcel.carrier,
    num: parcel.trackingNo,
    ...(phone && { phone }),
    resultv2: '1',
    show: '0',
    order: 'desc',
  });
}

// Parcel states (answer.state, and numeric trace statuses).
const STATE_CODES: Record<string, TrackingStatus> = {
  '0': 'in_transit',
  '1': 'picked_up',
  '2': 'exception',
  '3': 'delivered',
  '4': 'returned',
  '5': 'out_for_delivery',
  '6': 'returning',
  '7': 'in_transit',
  '10': 'customs',
  '11': 'customs',
  '12': 'customs',
  '13': 'exception',
  '14': 'rejected',
};
// Trace statuses as resultv2=1 names them.
const STATE_NAMES: Record<string, TrackingStatus> = {
  在途: 'in_transit',
  揽收: 'picked_up',
  疑难: 'exception',
  签收: 'delivered',
  退签: 'returned',
  派件: 'out_for_delivery',
  退回: 'returning',
  转投: 'in_transit',
  待清关: 'customs',
  清关中: 'customs',
  已清关: 'customs',
  清关异常: 'exception',
  拒签: 'rejected',
};

const statusOf = (s: string | undefined): TrackingStatus | null =>
  s === undefined ? null : (STATE_CODES[s] ?? STATE_NAMES[s] ?? null);

/** '2024-05-01 08:30:00' (China time) -> '2024-05-01T00:30:00.000Z'; null when it is not that format. */
export function chinaTimeToIso(text: string | undefined): string | null {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/.exec(text?.trim() ?? '');
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}${m[3] ?? ':00'}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A successful answer as our events, newest first; traces without a readable time are left out. */
export function mapKuaidi100Answer(answer: Kuaidi100Answer): Kuaidi100Tracking {
  const events: TrackingEvent[] = [];
  for (const trace of answer.data ?? []) {
    const time = chinaTimeToIso(trace.time) ?? chinaTimeToIso(trace.ftime);
    if (!time) continue;
    events.push({
      time,
      description: (trace.context ?? '').trim(),
      location: (trace.location || trace.areaName || '').trim(),
      status: statusOf(trace.status),
    });
  }
  // ISO strings of one zone sort as text; sort is stable, so same-time traces keep their order.
  events.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
  return {
    state: statusOf(answer.state) ?? events.find((e) => e.status)?.status ?? null,
    delivered: answer.ischeck === '1' || answer.state === '3',
    events,
  };
}

/** The call itself: any failure to get a JSON object back becomes a Kuaidi100Error. */
async function post(
  creds: Kuaidi100Credentials,
  param: string,
): Promise<{ httpStatus: number; answer: Kuaidi100Answer }> {
  let httpStatus = 0;
  let text: string;
  try {
    const res = await fetch(`${creds.apiUrl}/poll/query.do`, {
      method: 'POST',
      body: new URLSearchParams({
        customer: creds.customer,
        sign: kuaidi100Sign(param, creds.key, creds.customer),
        param,
      }),
      signal: AbortSignal.timeout(creds.timeoutMs ?? KUAIDI100_TIMEOUT_MS),
    });
    httpStatus = res.status;
    text = await res.text();
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    throw new Kuaidi100Error(timedOut ? 'timeout' : 'network', (err as Error).message);
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  if (answer && typeof answer === 'object') return { httpStatus, answer: answer as Kuaidi100Answer };
  throw new Kuaidi100Error(`http ${httpStatus}`, 'the answer is not a JSON object');
}

/** Asks Kuaidi100 about one parcel; throws Kuaidi100Error for anything that is not an answer about it. */
export async function queryKuaidi100(
  creds: Kuaidi100Credentials,
  parcel: { carrier: string; trackingNo: string; phoneTail: string },
): Promise<Kuaidi100Tracking> {
  const { httpStatus, answer } = await post(creds, kuaidi100Param(parcel));
  if (answer.message === 'ok' && answer.status === '200') return mapKuaidi100Answer(answer);
  if (answer.returnCode === NO_RESULT) return { state: null, delivered: false, events: [] };
  throw new Kuaidi100Error(answer.returnCode ?? `http ${httpStatus}`, answer.message ?? 'unexpected answer');
}
