// Time left until a deadline, ticking every second in the browser (null while the
// page is server-rendered, so both renders agree).
import { useEffect, useState } from 'react';

export function useCountdown(deadline: string | undefined): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!deadline) return;
    const end = Date.parse(deadline);
    const tick = () => setLeft(Math.max(0, end - Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return left;
}

/** 29:05, or 1:02:03 past an hour. */
export function formatRemaining(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${mm}:${ss}`;
}
