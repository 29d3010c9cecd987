import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top, as a shopper expects. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
