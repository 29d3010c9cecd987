import { useEffect, useState } from 'react';
import { nextCompact } from './headerCompaction';

/** Whether the header is compact at the page's scroll position (with hysteresis, see `nextCompact`). */
export function useCompactHeader(): boolean {
  const [compact, setCompact] = useState(() => typeof window !== 'undefined' && nextCompact(false, window.scrollY));
  useEffect(() => {
    const update = () => setCompact((current) => nextCompact(current, window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return compact;
}
