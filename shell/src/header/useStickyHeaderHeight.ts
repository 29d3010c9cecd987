import { useEffect, type RefObject } from 'react';
import { media } from '@giftshop/shared';
import { compactHiddenPx } from './headerCompaction';

/**
 * The custom property on the page's root that says how far down the sticky header reaches. The shell owns the
 * header; a remote reads only this (mf-product's `clearOfHeader` keeps what it scrolls to below it).
 */
export const STICKY_HEADER_PROPERTY = '--shop-sticky-header';

/**
 * How much of the viewport's top the header covers once the page has scrolled: its height, less the part a
 * compact header hides above the viewport (anything scrolled to is past the 50 px where it goes compact).
 */
export function stickyHeaderCoversPx(headerHeight: number, phone: boolean): number {
  return Math.max(0, headerHeight - compactHiddenPx[phone ? 'mobile' : 'desktop']);
}

/** Keeps `--shop-sticky-header` at the header's real height, on a desktop and a phone, as it is resized. */
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
