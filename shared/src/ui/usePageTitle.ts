import { useEffect, useLayoutEffect } from 'react';
import { getShopConfig } from '../config/shopConfig';
import { pageTitle } from '../domain/pageTitle';

/**
 * Sets the tab's title to a page's, as every tab of the shop reads it (`pageTitle`: "<page> — <brand>"): the shell's
 * pages and each remote's. Null keeps the title the tab has: the server's `<title>` (the page's own, written from
 * the same data), or the route's until the page knows its own (a category's name once it is in).
 *
 * `'route'` is the shell's title for a route, set on a client-side navigation at once: in a layout effect, which runs
 * before any page's own (effects), so the page's more precise title comes after it. Since shared 2.1.0.
 */
export function usePageTitle(title: string | null, kind: 'page' | 'route' = 'page'): void {
  const useTitleEffect = kind === 'route' ? useLayoutEffect : useEffect;
  useTitleEffect(() => {
    if (title !== null) document.title = pageTitle(title, getShopConfig().brandName);
  }, [title]);
}
