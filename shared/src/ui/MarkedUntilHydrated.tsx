import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Marks a part whose code loads after the page responds (`lazyAfterPageResponds`) until React has taken it over:
 * `data-hydrates-later`, by which page-start.js keeps a tap in it meanwhile. No box of its own (`display:
 * contents`): the part sits in its page as it would without it. Only the mark renders again once hydrated; the
 * part, given as children, does not. Since shared 1.16.0.
 */
export function MarkedUntilHydrated({ children, testId }: { children: ReactNode; testId?: string }) {
  const hydrated = useHydrated();
  return (
    <div style={{ display: 'contents' }} data-testid={testId} data-hydrates-later={hydrated ? undefined : ''}>
      {children}
    </div>
  );
}
