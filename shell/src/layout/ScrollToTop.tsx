import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at the top, as a shopper expects: before it is painted (a layout effect), so its first
 * frame is never drawn at the old page's scroll position (on a phone, that frame showed only the footer, under
 * the finger that had just tapped).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
