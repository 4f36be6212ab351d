// Back-to-top control (SPEC 2 and 9): visible after 200 px of scrolling, 80 px from the
// right and bottom edges, scroll handler throttled to 300 ms. Nothing shows before the
// page scrolls, so its code (back-to-top-button.tsx) loads with the first scroll.

import { useEffect, useState } from 'react';
import { lazyView, useLazyView } from '../lib/lazy-view.ts';

const button = lazyView(() => import('./back-to-top-button.tsx').then((m) => m.BackToTopButton));

export function BackToTop() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const start = () => setScrolled(true);
    if (window.scrollY > 0) {
      start(); // a restored scroll position
      return;
    }
    window.addEventListener('scroll', start, { passive: true, once: true });
    return () => window.removeEventListener('scroll', start);
  }, []);
  const BackToTopButton = useLazyView(button, scrolled);
  return BackToTopButton && <BackToTopButton />;
}
