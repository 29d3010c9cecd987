import type { Window as HappyWindow } from 'happy-dom';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { compactHiddenPx } from './headerCompaction';
import { STICKY_HEADER_PROPERTY } from '@giftshop/shared';
import { stickyHeaderCoversPx, useStickyHeaderHeight } from './useStickyHeaderHeight';

/** happy-dom's own controls: the viewport's width, which the shop's media queries read. */
const { happyDOM } = window as unknown as HappyWindow;

/** A header of a given height: happy-dom lays nothing out, so its height is the one fact given (a wall we do not own). */
function Header({ height }: { height: number }) {
  const bar = useRef<HTMLElement | null>(null);
  useStickyHeaderHeight(bar);
  return (
    <header
      ref={(element) => {
        if (element) Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height });
        bar.current = element;
      }}
    />
  );
}

const published = () => document.documentElement.style.getPropertyValue(STICKY_HEADER_PROPERTY);

afterEach(() => happyDOM.setViewport({ width: 1024, height: 768 }));

describe('the sticky header’s height for the remotes (--shop-sticky-header)', () => {
  it('says how far down the header reaches once the page has scrolled: its height less what compact hides', () => {
    expect(stickyHeaderCoversPx(119, false)).toBe(119 - compactHiddenPx.desktop);
    expect(stickyHeaderCoversPx(117, true)).toBe(117 - compactHiddenPx.mobile);
    expect(stickyHeaderCoversPx(0, true)).toBe(0);
  });

  it('sets it on the page’s root at a desktop’s and a phone’s width, and takes it away with the header', () => {
    const desktop = render(<Header height={119} />);
    expect(published()).toBe('103px');
    desktop.unmount();
    expect(published()).toBe('');
    happyDOM.setViewport({ width: 375, height: 800 });
    render(<Header height={117} />);
    expect(published()).toBe('109px');
  });
});
