import { describe, expect, it } from 'vitest';
import {
  MORE_PAGES_MAX,
  isPlainClick,
  reviewJustSent,
  reviewSentHref,
  reviewsAsked,
  reviewsHref,
  reviewsView,
} from './reviewsAddress';

describe('the Reviews tab address', () => {
  it('reads the order, the star count and the pages shown; anything else is the default', () => {
    expect(reviewsView('')).toEqual({ sort: 'helpful', stars: null, more: 0 });
    expect(reviewsView('?sort=lowest&stars=2&more=3')).toEqual({ sort: 'lowest', stars: 2, more: 3 });
    expect(reviewsView('?review=12')).toEqual({ sort: 'newest', stars: null, more: 0 });
    for (const hostile of [
      '?sort=<script>&stars=6&more=-1',
      '?sort=HELPFUL&stars=2.5&more=1e9x',
      '?stars=0&more=abc',
      '?stars=%E2%80%AE4',
    ])
      expect(reviewsView(hostile), hostile).toEqual({ sort: 'helpful', stars: null, more: 0 });
    expect(reviewsView('?more=500').more).toBe(MORE_PAGES_MAX);
  });

  it('writes a view as a link that opens the tab, defaults left out, and reads back the same view', () => {
    expect(reviewsHref({ sort: 'helpful', stars: null, more: 0 })).toBe('?#reviews');
    expect(reviewsHref({ sort: 'newest', stars: 5, more: 2 })).toBe('?sort=newest&stars=5&more=2#reviews');
    const view = { sort: 'highest', stars: 1, more: 4 } as const;
    expect(reviewsView(reviewsHref(view).split('#')[0]!)).toEqual(view);
  });

  it('opens the Reviews tab only when the address asks for reviews', () => {
    expect(reviewsAsked('')).toBe(false);
    expect(reviewsAsked('?utm_source=mail')).toBe(false);
    expect(reviewsAsked('?stars=4')).toBe(true);
    expect(reviewsAsked('?review=3')).toBe(true);
  });

  it('says whether the shopper is back from posting a review or from changing theirs', () => {
    const posted = reviewSentHref('/product/KL-MUG-101', 11, false);
    const updated = reviewSentHref('/product/KL-MUG-101', 11, true);
    expect(posted).toBe('/product/KL-MUG-101?review=11#reviews');
    expect(updated).toBe('/product/KL-MUG-101?review=11&edited#reviews');
    const search = (href: string) => new URL(href, 'http://shop.example').search;
    expect(reviewJustSent(search(posted))).toBe('posted');
    expect(reviewJustSent(search(updated))).toBe('updated');
    expect(reviewsView(search(updated))).toEqual({ sort: 'newest', stars: null, more: 0 });
    expect(reviewJustSent('')).toBeNull();
    expect(reviewJustSent('?edited')).toBeNull();
  });

  it('does a plain click in place; a click with a modifier or another button opens the link', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
