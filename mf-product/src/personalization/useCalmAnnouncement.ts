import { useEffect, useState } from 'react';

/**
 * A message for an aria-live region that only changes once the value has
 * settled for `delayMs` — so a screen reader hears "12 characters left"
 * when the shopper pauses, not on every keystroke.
 */
export function useCalmAnnouncement(message: string, delayMs = 900): string {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(message), delayMs);
    return () => clearTimeout(timer);
  }, [message, delayMs]);
  return announced;
}
