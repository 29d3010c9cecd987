import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at the top, as a shopper expects: before it is painted (a layout effect), so its first
 * frame is never drawn at the old page's scroll position (on a phone, that frame showed only the footer, under
 * the finger that had just tapped). Not the page the browser loaded: the browser placed it (the top, a
 * `#fragment`, or where a reload or Back left it), and the shopper may have scrolled it before it responded.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const loaded = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === loaded.current) return;
    loaded.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
