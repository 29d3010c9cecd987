import { useEffect, useState } from 'react';
import { linkLanding, type LinkLanding } from '../api/auth';

/** How landing from an e-mail's link went (null while the client is still reading the URL). */
export function useLinkLanding(active: boolean): LinkLanding | null {
  const [landing, setLanding] = useState<LinkLanding | null>(null);
  useEffect(() => {
    if (!active) return;
    let current = true;
    linkLanding().then(
      (outcome) => current && setLanding(outcome),
      (error: unknown) => {
        console.error('[account] could not read the link:', error);
        if (current) setLanding({ ok: false, reason: 'expired' });
      },
    );
    return () => {
      current = false;
    };
  }, [active]);
  return landing;
}
