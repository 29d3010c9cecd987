import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusMainHeadingWhenReady } from './focusMainHeading';

/**
 * On every route change (not the first page, nor a change of query or
 * fragment), focus goes to the new page's main heading: one place for every
 * page of every remote. `mainId`: the frame's `<main>`.
 */
export function FocusOnNavigation({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    const main = document.getElementById(mainId);
    return main ? focusMainHeadingWhenReady(main) : undefined;
  }, [pathname, mainId]);
  return null;
}
