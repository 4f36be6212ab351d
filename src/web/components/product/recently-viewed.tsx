// "Recently viewed" / 最近浏览 (issue #41 item 2), on the product and cart pages. The
// pages are shared by every visitor (rendered ahead, kept), so the row is filled in the
// browser only: a visitor's list is the `viewed` cookie (written here, merged into the
// account at sign-in by the API), a customer's is the account's. Opening a product page
// notes it at once; the cards are asked for when the browser is idle or the row comes near.
// 'Clear' / 清除 empties the list, says so in a live region and keeps the keyboard's
// place on the row's heading.
import { Suspense, useEffect, useRef, useState } from 'react';
import { Await } from 'react-router';
import type { GoodCard } from '../../../domain/catalog/catalog.ts';
import { addViewed, viewedCookie, viewedIn } from '../../../domain/catalog/recently-viewed.ts';
import { browserApi } from '../../api/browser.ts';
import { useT } from '../../i18n/index.tsx';
import { userStore } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { useRootData } from '../../lib/use-root-data.ts';
import { ProductGrid } from '../product-card.tsx';

/** The row asks for its cards when it is this close below the viewport. */
const NEAR = '600px';
/** ...or at the latest this long after the page runs, when the browser is never idle. */
const IDLE_WAIT_MS = 3000;

const secure = () => window.location.protocol === 'https:';
const writeViewed = (ids: readonly number[]) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the visitor's list travels in a cookie the API reads at sign-in
  document.cookie = viewedCookie(ids, secure());
};

/** The customer's list after noting `current` (first adding a visitor's list this browser still holds). */
async function customerList(current?: number): Promise<GoodCard[]> {
  const api = await browserApi();
  const kept = viewedIn(document.cookie);
  if (kept.length > 0) {
    // Left behind when the sign-in could not add it (accounts/routes.ts): added now.
    await api.put('/user/recently-viewed', { good_ids: kept }, { silent: true });
    writeViewed([]);
  }
  return current
    ? api.post('/user/recently-viewed', { good_id: current }, { silent: true })
    : api.get('/user/recently-viewed', undefined, { silent: true });
}

/**
 * `initial`: the list rendered with the page where the page is the shopper's own (the
 * cart: cards arriving after the first paint pushed its footer down); absent or null,
 * the browser fills the row in.
 */
export function RecentlyViewed({
  current,
  initial,
}: {
  current?: number;
  initial?: Promise<GoodCard[] | null> | GoodCard[] | null;
}) {
  if (initial == null) return <ViewedRow current={current} />;
  return (
    <Suspense fallback={<ViewedRow current={current} />}>
      <Await resolve={initial} errorElement={<ViewedRow current={current} />}>
        {(list) => <ViewedRow current={current} initial={list ?? undefined} />}
      </Await>
    </Suspense>
  );
}

function ViewedRow({ current, initial }: { current?: number; initial?: GoodCard[] }) {
  const t = useT();
  /** The visitor's ids (from the cookie) or null for a customer. */
  const [ids, setIds] = useState<number[] | null>(null);
  const [goods, setGoods] = useState<GoodCard[] | undefined>(initial);
  const [near, setNear] = useState(initial !== undefined);
  const [cleared, setCleared] = useState(false);
  const [box, setBox] = useState<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // As the header judges it: the page's customer, or one who signed in since it loaded.
  const pageUser = useRootData()?.user;
  const storedUser = useStore(userStore);
  const signedIn = !!pageUser || storedUser.uid > 0;

  // Notes the view as soon as the page runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's list counts for the first run only
  useEffect(() => {
    let live = true;
    setCleared(false);
    if (signedIn) {
      setIds(null);
      customerList(current).then(
        (list) => live && setGoods(list),
        () => live && setGoods([]),
      );
    } else {
      const list = current ? addViewed(viewedIn(document.cookie), current) : viewedIn(document.cookie);
      if (current) writeViewed(list);
      if (initial === undefined) setGoods(undefined);
      setIds(list);
    }
    return () => {
      live = false;
    };
  }, [current, signedIn]);

  // Asked for when the row comes near, or when the browser is next idle, whichever is
  // first: cards that arrived only as a quick scroll reached the row pushed the footer,
  // then in view, down (a layout shift).
  useEffect(() => {
    if (!box || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `0px 0px ${NEAR} 0px`,
    });
    io.observe(box);
    const idle = window.requestIdleCallback?.(() => setNear(true), { timeout: IDLE_WAIT_MS });
    return () => {
      io.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [box, near]);

  // A visitor's cards, once the row is near (unless the page came with them).
  useEffect(() => {
    if (!near || ids === null || initial !== undefined) return;
    const others = ids.filter((id) => id !== current);
    if (others.length === 0) {
      setGoods([]);
      return;
    }
    let live = true;
    browserApi()
      .then((api) => api.get('/good/GetldList', { ids: others.join(',') }, { silent: true }))
      .then(
        (list) => live && setGoods(list),
        () => live && setGoods([]),
      );
    return () => {
      live = false;
    };
  }, [near, ids, current, initial]);

  const clear = async () => {
    if (signedIn) {
      try {
        await (await browserApi()).del('/user/recently-viewed');
      } catch {
        return; // the toast said why; the list stays
      }
    } else {
      writeViewed([]);
      setIds([]);
    }
    setGoods([]);
    setCleared(true);
    heading.current?.focus();
  };

  const shown = near ? (goods ?? []).filter((g) => g.id !== current) : [];
  if (shown.length === 0 && !cleared) return <div ref={setBox} aria-hidden data-testid="recently-viewed-slot" />;
  return (
    <section
      ref={setBox}
      aria-labelledby="recently-viewed-title"
      className="mt-14 border-t border-slate-200 pt-10"
      data-testid="recently-viewed"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="recently-viewed-title" ref={heading} tabIndex={-1} className="section-title focus:outline-none">
          {t('recent.title')}
        </h2>
        {shown.length > 0 && (
          <button
            type="button"
            onClick={() => void clear()}
            aria-label={t('recent.clearLabel')}
            className="btn btn-secondary px-4 py-1.5 text-sm"
            data-testid="recently-viewed-clear"
          >
            {t('recent.clear')}
          </button>
        )}
      </div>
      <p role="status" className={cleared ? 'mt-4 text-slate-600' : 'sr-only'}>
        {cleared ? t('recent.cleared') : ''}
      </p>
      {shown.length > 0 && (
        <div className="mt-6">
          <ProductGrid goods={shown} list={{ id: 'recently_viewed', name: 'Recently viewed' }} />
        </div>
      )}
    </section>
  );
}
