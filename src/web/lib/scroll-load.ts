// Scroll-to-load-more (SPEC 9): calls `load` when the bottom of `element` comes within
// 30 px of the viewport's bottom. Throws when no element is given (SPEC 8).
import { SCROLL_LOAD_DISTANCE } from '../../domain/constants.ts';

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
