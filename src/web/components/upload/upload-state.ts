// The image upload widget's rules as pure functions (SPEC 3, 4, 5, 8): the value,
// which files a batch takes, item states, reading the upload answer, ordering.
import { IMAGE_UPLOAD_TYPES, UPLOAD_OK } from '../../../domain/media/uploads.ts';

/** ready is shown as 'prepare to upload'. */
export type UploadStatus = 'ready' | 'uploading' | 'success' | 'fail';

export interface UploadItem {
  uid: string;
  status: UploadStatus;
  /** The stored image address (success only). */
  url?: string;
  /** 0-100 while uploading. */
  percent: number;
  /** A local picture of a file that is not uploaded yet. */
  preview?: string;
  name: string;
}

/** A list of image addresses, or one address ('' for none) when the limit is 1. */
export type UploadValue = string | string[];

export interface FileInfo {
  name: string;
  type: string;
}

export function urlsOf(value: UploadValue | null | undefined): string[] {
  if (Array.isArray(value)) return value.filter(Boolean);
  return value ? [value] : [];
}

export function successUrls(items: UploadItem[]): string[] {
  return items.flatMap((item) => (item.status === 'success' && item.url ? [item.url] : []));
}

export function uploadValueOf(items: UploadItem[], limit: number): UploadValue {
  const urls = successUrls(items);
  return limit === 1 ? (urls[0] ?? '') : urls;
}

export function sameUrls(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((url, i) => url === b[i]);
}

/**
 * The items for a value set from outside (a form reset, a saved record). Our own
 * value coming back changes nothing; otherwise the uploaded images follow the value
 * and files still on their way stay after them.
 */
export function syncItems(items: UploadItem[], value: UploadValue | null | undefined, newUid: () => string) {
  const urls = urlsOf(value);
  if (sameUrls(urls, successUrls(items))) return items;
  const known = new Map(items.filter((i) => i.status === 'success').map((i) => [i.url, i]));
  const uploaded = urls.map((url): UploadItem => known.get(url) ?? successItem(url, newUid()));
  return [...uploaded, ...items.filter((i) => i.status !== 'success')];
}

function successItem(url: string, uid: string): UploadItem {
  return { uid, status: 'success', url, percent: 100, name: url.split('/').pop() ?? url };
}

export function isImageFile(file: FileInfo): boolean {
  return (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

export type BatchProblem = 'limit' | 'type';

export interface BatchPlan<F extends FileInfo> {
  /** Files to upload, in the order chosen. */
  take: F[];
  /** Limit 1: the new file replaces the image already there. */
  replace: boolean;
  /** Why files were left out (a toast tells the shopper). */
  problem?: BatchProblem;
}

/**
 * Which of the chosen files to upload. Only images count. With limit 1 the first
 * image replaces the current one; otherwise a batch that would exceed the limit
 * together with the images already there is rejected whole.
 */
export function planBatch<F extends FileInfo>(existing: number, files: F[], limit: number): BatchPlan<F> {
  const images = files.filter(isImageFile);
  const problem: BatchProblem | undefined = images.length < files.length ? 'type' : undefined;
  if (images.length === 0) return { take: [], replace: false, problem };
  if (limit === 1) return { take: images.slice(0, 1), replace: true, problem };
  if (existing + images.length > limit) return { take: [], replace: false, problem: 'limit' };
  return { take: images, replace: false, problem };
}

export function newItem(uid: string, name: string, preview?: string): UploadItem {
  return { uid, status: 'ready', percent: 0, name, preview };
}

function update(items: UploadItem[], uid: string, patch: Partial<UploadItem>): UploadItem[] {
  return items.map((item) => (item.uid === uid ? { ...item, ...patch } : item));
}

export const markUploading = (items: UploadItem[], uid: string) =>
  update(items, uid, { status: 'uploading', percent: 0 });

export function setProgress(items: UploadItem[], uid: string, percent: number): UploadItem[] {
  const clamped = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)));
  return update(items, uid, { percent: clamped });
}

export const markSuccess = (items: UploadItem[], uid: string, url: string) =>
  update(items, uid, { status: 'success', url, percent: 100, preview: undefined });

export const markFailed = (items: UploadItem[], uid: string) => update(items, uid, { status: 'fail' });

export const removeItem = (items: UploadItem[], uid: string) => items.filter((item) => item.uid !== uid);

/** Moves an item to `to` (clamped to the list); the same list when nothing moves. */
export function moveItem(items: UploadItem[], uid: string, to: number): UploadItem[] {
  const from = items.findIndex((item) => item.uid === uid);
  const target = Math.min(items.length - 1, Math.max(0, to));
  if (from < 0 || from === target) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

export type UploadOutcome =
  | { kind: 'success'; url: string }
  /** A non-zero code: its msg is shown and the item removed (SPEC 8). */
  | { kind: 'rejected'; message: string }
  /** 301/302: logged out and the login dialog opens, as for any call. */
  | { kind: 'login'; code: number }
  /** No usable answer (network, proxy page): the item stays, failed and retryable. */
  | { kind: 'failed' };

const LOGIN_CODES = new Set([301, 302]);

/** A usable address: one of ours or an absolute http(s) one. */
function usableAddress(data: unknown): data is string {
  return typeof data === 'string' && (/^\/[^/]/.test(data) || /^https?:\/\/\S+$/.test(data));
}

/** Reads the upload answer {code, data, msg}; only code 0 with a usable address is an upload. */
export function readUploadAnswer(text: string): UploadOutcome {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'failed' };
  }
  if (!body || typeof body !== 'object' || typeof (body as { code?: unknown }).code !== 'number') {
    return { kind: 'failed' };
  }
  const { code, data, msg } = body as { code: number; data?: unknown; msg?: unknown };
  if (code === UPLOAD_OK) return usableAddress(data) ? { kind: 'success', url: data } : { kind: 'failed' };
  if (LOGIN_CODES.has(code)) return { kind: 'login', code };
  return { kind: 'rejected', message: typeof msg === 'string' ? msg : '' };
}
