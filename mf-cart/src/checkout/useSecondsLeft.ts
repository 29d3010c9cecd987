import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (both epoch ms), rounded up; 0 once it has passed, or when there is none. */
export const secondsLeft = (until: number | null, now: number): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

/** The seconds left until `until` (epoch ms), counted down as they pass; 0 once it has passed, or when there is none. */
export function useSecondsLeft(until: number | null): number {
  const [left, setLeft] = useState(() => secondsLeft(until, Date.now()));
  useEffect(() => {
    setLeft(secondsLeft(until, Date.now()));
    if (until === null) return;
    const timer = setInterval(() => {
      const now = secondsLeft(until, Date.now());
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
