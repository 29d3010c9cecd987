import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and in the render that hydrates it, true after:
 * controls that only work with the page's script (a vote) are drawn once
 * they work, what stands in for the script before it (a Sort button for
 * the GET form) goes, and a part whose code loads after the page responds
 * drops its `data-hydrates-later` mark. Since shared 1.16.0.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
