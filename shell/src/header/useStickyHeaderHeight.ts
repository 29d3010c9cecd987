import { useEffect, type RefObject } from 'react';
import { media, STICKY_HEADER_PROPERTY } from '@giftshop/shared';
import { compactHiddenPx } from './headerCompaction';

/**
 * How much of the viewport's top the header covers once the page has scrolled: its height, less the part a
 * compact header hides above the viewport (anything scrolled to is past the 50 px where it goes compact).
 */
export function stickyHeaderCoversPx(headerHeight: number, phone: boolean): number {
  return Math.max(0, headerHeight - compactHiddenPx[phone ? 'mobile' : 'desktop']);
}

/** Keeps `STICKY_HEADER_PROPERTY` (shared) at the header's real height, on a desktop and a phone, as it is resized. */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = header.current;
    if (!bar) return;
    const phone = window.matchMedia(media.mobile.replace(/^@media\s+/, ''));
    const root = document.documentElement.style;
    const publish = () =>
      root.setProperty(STICKY_HEADER_PROPERTY, `${stickyHeaderCoversPx(bar.offsetHeight, phone.matches)}px`);
    publish();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    resized?.observe(bar);
    phone.addEventListener('change', publish);
    return () => {
      resized?.disconnect();
      phone.removeEventListener('change', publish);
      root.removeProperty(STICKY_HEADER_PROPERTY);
    };
  }, [header]);
}
