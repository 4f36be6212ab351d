// The page numbers to show (SPEC 9: 7 pages, an odd count between 5 and 21), with
// 'gap' where pages are left out: 1 … 4 5 6 … 20.
import { PAGER_COUNT } from '../../domain/site/constants.ts';

export type PagerItem = number | 'gap-start' | 'gap-end';

export function pagerItems(current: number, pageCount: number, count: number = PAGER_COUNT): PagerItem[] {
  const size = Math.min(21, Math.max(5, count % 2 === 0 ? count + 1 : count));
  if (pageCount <= size) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const side = (size - 3) / 2; // pages around the current one, besides first/last
  const showStartGap = current > size - side - 1;
  const showEndGap = current < pageCount - (size - side) + 2;
  if (showStartGap && showEndGap) {
    const middle = Array.from({ length: size - 4 }, (_, i) => current - (size - 5) / 2 + i);
    return [1, 'gap-start', ...middle, 'gap-end', pageCount];
  }
  if (!showStartGap) {
    return [...Array.from({ length: size - 2 }, (_, i) => i + 1), 'gap-end', pageCount];
  }
  return [1, 'gap-start', ...Array.from({ length: size - 2 }, (_, i) => pageCount - (size - 3) + i)];
}
