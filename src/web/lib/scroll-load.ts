// Scroll-to-load-more (SPEC 9): calls `load` when the bottom of `element` comes within
// 30 px of the viewport's bottom. Throws when no element is given (SPEC 8).
import { useEffect, useRef, useState } from 'react';
import { SCROLL_LOAD_DISTANCE } from '../../domain/site/constants.ts';

export function observeScrollEnd(element: Element | null | undefined, load: () => void): () => void {
  if (!element) throw new Error('scroll-to-load-more needs an element to watch');
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) load();
    },
    { rootMargin: `0px 0px ${SCROLL_LOAD_DISTANCE}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export type FeedState = 'idle' | 'loading' | 'error' | 'done';

interface FeedPage<T> {
  list: T[];
  total: number;
}

/**
 * A list that starts with the server-rendered first page and loads the next one when
 * its sentinel scrolls into view (or `loadMore` is called: a button for keyboards, a
 * retry). Rows already shown are skipped: a new row shifts the pages meanwhile.
 */
export function useScrollFeed<T extends { id: number }>(
  first: FeedPage<T>,
  pageSize: number,
  fetchPage: (page: number) => Promise<FeedPage<T>>,
) {
  const [items, setItems] = useState(first.list);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<FeedState>(first.list.length >= first.total ? 'done' : 'idle');
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  useEffect(() => {
    setItems(first.list);
    setPage(1);
    setState(first.list.length >= first.total ? 'done' : 'idle');
  }, [first]);

  const loadMore = async () => {
    if (busy.current) return;
    busy.current = true;
    setState('loading');
    try {
      const next = await fetchPage(page + 1);
      setItems((shown) => [...shown, ...next.list.filter((n) => !shown.some((s) => s.id === n.id))]);
      setPage(page + 1);
      // A short page, or the total reached: nothing more (SPEC 4).
      setState(next.list.length < pageSize || (page + 1) * pageSize >= next.total ? 'done' : 'idle');
    } catch {
      setState('error');
    } finally {
      busy.current = false;
    }
  };

  const loadRef = useRef(loadMore);
  loadRef.current = loadMore;
  useEffect(() => {
    if (state !== 'idle' || !sentinel.current) return;
    return observeScrollEnd(sentinel.current, () => loadRef.current());
  }, [state]);

  return { items, state, sentinel, loadMore };
}
