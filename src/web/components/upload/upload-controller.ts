// What the image upload widget does, apart from drawing it: adds chosen files, uploads
// them one request each, reads the answers, retries, deletes after asking, reorders and
// reports the value. The browser parts (the request, dialogs, toasts) come in as
// `UploadDeps`, so the whole behaviour runs in unit tests.
import { createStore, type Store } from '../../lib/store.ts';
import {
  type FileInfo,
  markFailed,
  markSuccess,
  markUploading,
  moveItem,
  newItem,
  planBatch,
  readUploadAnswer,
  removeItem,
  sameUrls,
  setProgress,
  successUrls,
  syncItems,
  type UploadItem,
  type UploadValue,
  uploadValueOf,
  urlsOf,
} from './upload-state.ts';

export interface UploadDeps<F extends FileInfo> {
  /** Posts one file; resolves with the answer text, rejects on a transport error or abort. */
  send(file: F, onProgress: (percent: number) => void, signal: AbortSignal): Promise<string>;
  /** 'Are you sure to delete this image?' (title 'Tip'); resolves true to delete. */
  confirmDelete(): Promise<boolean>;
  toastError(message: string): void;
  /** 301/302: log out and open the login dialog. */
  loginRequired(code: number): void;
  onChange(value: UploadValue): void;
  /** Widget texts in the page's language. */
  messages: { limit(limit: number): string; notImage(): string; failed(): string };
  /** A local picture of a chosen file, and its release. */
  preview?(file: F): string | undefined;
  release?(preview: string): void;
  /** Current props: they may change while uploads run. */
  options(): { limit: number; disabled: boolean };
}

export interface UploadController<F extends FileInfo> {
  items: Store<UploadItem[]>;
  add(files: F[]): void;
  /** A failed item is uploaded again (SPEC 4: retried by clicking it). */
  retry(uid: string): void;
  /** Asks first; resolves true when the item was removed. */
  remove(uid: string): Promise<boolean>;
  move(uid: string, to: number): void;
  /** The value set from outside. */
  sync(value: UploadValue | null | undefined): void;
  dispose(): void;
}

export function createUploadController<F extends FileInfo>(
  initial: UploadValue | null | undefined,
  deps: UploadDeps<F>,
): UploadController<F> {
  let counter = 0;
  const newUid = () => `upload-${++counter}`;
  const items = createStore<UploadItem[]>(syncItems([], initial, newUid));
  const files = new Map<string, F>();
  const running = new Map<string, AbortController>();
  let reported = urlsOf(initial);

  function set(next: UploadItem[]) {
    items.set(next);
    const urls = successUrls(next);
    if (sameUrls(urls, reported)) return;
    reported = urls;
    deps.onChange(uploadValueOf(next, deps.options().limit));
  }

  function forget(uid: string) {
    running.get(uid)?.abort();
    running.delete(uid);
    files.delete(uid);
    const preview = items.get().find((item) => item.uid === uid)?.preview;
    if (preview) deps.release?.(preview);
  }

  function drop(uid: string) {
    forget(uid);
    set(removeItem(items.get(), uid));
  }

  async function upload(uid: string) {
    const file = files.get(uid);
    if (!file) return;
    const abort = new AbortController();
    running.set(uid, abort);
    set(markUploading(items.get(), uid));
    let text: string;
    try {
      text = await deps.send(file, (percent) => set(setProgress(items.get(), uid, percent)), abort.signal);
    } catch {
      // A transport error only stops the loading state (SPEC 8): the item stays, retryable.
      if (!abort.signal.aborted) set(markFailed(items.get(), uid));
      return;
    } finally {
      if (running.get(uid) === abort) running.delete(uid);
    }
    if (abort.signal.aborted) return;
    const outcome = readUploadAnswer(text);
    if (outcome.kind === 'success') {
      const preview = items.get().find((item) => item.uid === uid)?.preview;
      if (preview) deps.release?.(preview);
      files.delete(uid);
      set(markSuccess(items.get(), uid, outcome.url));
    } else if (outcome.kind === 'failed') {
      set(markFailed(items.get(), uid));
    } else {
      drop(uid);
      if (outcome.kind === 'login') deps.loginRequired(outcome.code);
      else deps.toastError(outcome.message || deps.messages.failed());
    }
  }

  return {
    items,

    add(chosen) {
      const { limit, disabled } = deps.options();
      if (disabled) return;
      const plan = planBatch(items.get().length, chosen, limit);
      if (plan.problem === 'limit') deps.toastError(deps.messages.limit(limit));
      if (plan.problem === 'type') deps.toastError(deps.messages.notImage());
      if (plan.take.length === 0) return;
      if (plan.replace) for (const item of items.get()) forget(item.uid);
      const added = plan.take.map((file) => {
        const item = newItem(newUid(), file.name, deps.preview?.(file));
        files.set(item.uid, file);
        return item;
      });
      set([...(plan.replace ? [] : items.get()), ...added]);
      for (const item of added) void upload(item.uid);
    },

    retry(uid) {
      if (items.get().find((item) => item.uid === uid)?.status === 'fail') void upload(uid);
    },

    async remove(uid) {
      if (deps.options().disabled || !(await deps.confirmDelete())) return false;
      if (!items.get().some((item) => item.uid === uid)) return false;
      drop(uid);
      return true;
    },

    move(uid, to) {
      if (deps.options().disabled) return;
      set(moveItem(items.get(), uid, to));
    },

    sync(value) {
      const next = syncItems(items.get(), value, newUid);
      if (next === items.get()) return;
      for (const item of items.get()) if (!next.includes(item)) forget(item.uid);
      reported = urlsOf(value);
      items.set(next);
    },

    dispose() {
      for (const item of items.get()) forget(item.uid);
    },
  };
}
