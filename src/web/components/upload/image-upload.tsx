// The image upload widget (SPEC 1, 3, 4, 5, 6, 8, 9): 80 px previews, 9 images by
// default (several chosen at once) or one that a new choice replaces, a progress ring
// while uploading, tap a failed image to retry, delete after a confirmation, reorder by
// dragging or with the arrow keys. `disabled` hides add and delete and stops sorting.
// The behaviour lives in upload-controller.ts; this file draws it.
import { useEffect, useId, useRef, useState } from 'react';
import { imageUrl } from '../../../domain/media/images.ts';
import { IMAGE_UPLOAD_TYPES, UPLOAD_WIDGET } from '../../../domain/media/uploads.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { confirmDialog } from '../../lib/dialog-requests.ts';
import { requireLogin } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { GripVertical, ImagePlus, RotateCcw, X } from '../icons.ts';
import { toast } from '../toast.tsx';
import { ProgressRing } from './progress-ring.tsx';
import { createUploadController } from './upload-controller.ts';
import { sendImage } from './upload-request.ts';
import type { UploadItem, UploadStatus, UploadValue } from './upload-state.ts';
import { useSortable } from './use-sortable.ts';

await loadSection('upload');

interface CommonProps {
  disabled?: boolean;
  /** The accessible name of the image list ('Images' by default). */
  label?: string;
  className?: string;
}
interface SingleImageProps extends CommonProps {
  limit: 1;
  value: string;
  onChange(value: string): void;
}
interface ImageListProps extends CommonProps {
  limit?: number;
  value: string[];
  onChange(value: string[]): void;
}
export type ImageUploadProps = SingleImageProps | ImageListProps;

const SIZE = UPLOAD_WIDGET.previewSize;
const ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

export function ImageUpload(props: ImageUploadProps) {
  const { limit = UPLOAD_WIDGET.limit, disabled = false } = props;
  const t = useT();
  const latest = useRef({ props, t });
  latest.current = { props, t };
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');

  const [controller] = useState(() =>
    createUploadController<File>(props.value, {
      send: sendImage,
      confirmDelete: () =>
        confirmDialog({
          title: latest.current.t('upload.deleteTitle'),
          message: latest.current.t('upload.deleteConfirm'),
          confirmText: latest.current.t('upload.deleteYes'),
          cancelText: latest.current.t('upload.keep'),
        }),
      toastError: toast.error,
      loginRequired: requireLogin,
      onChange: (value) => (latest.current.props.onChange as (value: UploadValue) => void)(value),
      messages: {
        limit: (n) => latest.current.t('upload.limitExceeded', { limit: n }),
        notImage: () => latest.current.t('upload.notImage'),
        failed: () => latest.current.t('upload.uploadFailed'),
      },
      preview: (file) => URL.createObjectURL(file),
      release: (url) => URL.revokeObjectURL(url),
      options: () => ({
        limit: latest.current.props.limit ?? UPLOAD_WIDGET.limit,
        disabled: latest.current.props.disabled ?? false,
      }),
    }),
  );
  const items = useStore(controller.items);

  useEffect(() => controller.sync(props.value), [controller, props.value]);
  useEffect(() => () => controller.dispose(), [controller]);

  // Finished uploads are announced; the tiles show the same state.
  const statuses = useRef(new Map<string, UploadStatus>());
  useEffect(() => {
    for (const item of items) {
      if (statuses.current.get(item.uid) !== 'uploading') continue;
      const say = latest.current.t;
      if (item.status === 'success') setAnnouncement(say('upload.done', { name: item.name }));
      if (item.status === 'fail') setAnnouncement(say('upload.failedAnnounce', { name: item.name }));
    }
    statuses.current = new Map(items.map((item) => [item.uid, item.status]));
  }, [items]);

  const sortable = useSortable({
    ids: items.map((item) => item.uid),
    enabled: !disabled,
    move: (id, to) => controller.move(id, to),
    moved: (_id, index) => setAnnouncement(t('upload.moved', { position: index + 1, total: items.length })),
  });

  async function remove(uid: string) {
    if (!(await controller.remove(uid))) return;
    setAnnouncement(t('upload.deleted'));
    addButton.current?.focus();
  }

  const canAdd = !disabled && (limit === 1 || items.length < limit);
  const canSort = !disabled && items.length > 1;

  return (
    <div className={props.className}>
      <ul aria-label={props.label ?? t('upload.label')} className="relative flex flex-wrap gap-3">
        {items.map((item, index) => (
          <li
            key={item.uid}
            ref={sortable.itemRef(item.uid)}
            data-testid="upload-item"
            data-status={item.status}
            className={`relative shrink-0 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 ${
              sortable.dragging === item.uid ? 'z-10 shadow-xl ring-primary-500' : ''
            }`}
            style={{ width: SIZE, height: SIZE }}
          >
            <Preview item={item} alt={t('upload.image', { index: index + 1, total: items.length })} />
            <StatusLayer item={item} onRetry={() => controller.retry(item.uid)} />
            {!disabled && (
              <button
                type="button"
                onClick={() => remove(item.uid)}
                aria-label={t('upload.delete', { index: index + 1 })}
                className="absolute right-1 top-1 grid size-6 place-items-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500"
              >
                <X aria-hidden className="size-4" />
              </button>
            )}
            {canSort && (
              <button
                type="button"
                {...sortable.handleProps(item.uid)}
                aria-label={t('upload.move', { index: index + 1 })}
                aria-describedby={hintId}
                className="absolute bottom-1 left-1 grid size-6 cursor-grab touch-none place-items-center rounded bg-slate-900/60 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500 active:cursor-grabbing"
              >
                <GripVertical aria-hidden className="size-4" />
              </button>
            )}
          </li>
        ))}
        {canAdd && (
          <li style={{ width: SIZE, height: SIZE }}>
            <button
              ref={addButton}
              type="button"
              onClick={() => input.current?.click()}
              className="flex size-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-xs text-slate-600 transition hover:border-primary-500 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
            >
              <ImagePlus aria-hidden className="size-6" />
              {limit === 1 && items.length > 0 ? t('upload.replace') : t('upload.add')}
            </button>
          </li>
        )}
      </ul>
      {limit > 1 && !disabled && (
        <p className="mt-1.5 text-xs text-slate-500">{t('upload.count', { count: items.length, limit })}</p>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={limit > 1}
        hidden
        tabIndex={-1}
        onChange={(e) => {
          controller.add([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = ''; // choosing the same file again fires change again
        }}
      />
      <p id={hintId} className="sr-only">
        {t('upload.sortHint')}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function Preview({ item, alt }: { item: UploadItem; alt: string }) {
  const src = item.url ? imageUrl(item.url, 160) : item.preview;
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={SIZE}
      height={SIZE}
      draggable={false}
      decoding="async"
      className="size-full select-none object-cover"
    />
  );
}

/** ready: 'prepare to upload'; uploading: the ring; fail: the whole tile retries. */
function StatusLayer({ item, onRetry }: { item: UploadItem; onRetry(): void }) {
  const t = useT();
  const veil = 'absolute inset-0 flex flex-col items-center justify-center gap-0.5 p-1 text-center text-xs text-white';
  if (item.status === 'ready') return <div className={`${veil} bg-slate-900/50`}>{t('upload.prepare')}</div>;
  if (item.status === 'uploading') {
    return (
      <div className={`${veil} bg-slate-900/50`}>
        <ProgressRing percent={item.percent} size={56} label={t('upload.progress', { name: item.name })} />
      </div>
    );
  }
  if (item.status === 'fail') {
    return (
      <button
        type="button"
        onClick={onRetry}
        aria-label={t('upload.retryName', { name: item.name })}
        className={`${veil} bg-red-900/70 hover:bg-red-900/80 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white`}
      >
        <RotateCcw aria-hidden className="size-5" />
        <span>{t('upload.failed')}</span>
      </button>
    );
  }
  return null;
}
