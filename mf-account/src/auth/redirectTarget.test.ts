import { describe, expect, it } from 'vitest';
import { redirectTarget, signInHref } from './redirectTarget';

describe('redirectTarget', () => {
  it('goes back to a same-site path with its query', () => {
    expect(redirectTarget('?redirect=/profile')).toBe('/profile');
    expect(redirectTarget('?redirect=%2Fcategory%2Fmugs%3Fsort%3Dprice-low')).toBe('/category/mugs?sort=price-low');
  });

  it('falls back to / without a redirect', () => {
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('?tab=signup')).toBe('/');
    expect(redirectTarget('?redirect=')).toBe('/');
  });

  it.each([
    '//evil.example',
    '//evil.example/profile',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    'evil.example',
    '/%0d%0a//evil.example',
    ' /profile',
  ])('ignores the open-redirect attempt %s', (attempt) => {
    const target = redirectTarget(`?redirect=${encodeURIComponent(attempt)}`);
    expect(target.startsWith('/')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
    expect(new URL(target, 'https://keepsake.example').origin).toBe('https://keepsake.example');
  });

  it('never sends a signed-in shopper back to /auth', () => {
    expect(redirectTarget('?redirect=/auth')).toBe('/');
    expect(redirectTarget('?redirect=/auth%3Fredirect%3D%2Fprofile')).toBe('/');
    expect(redirectTarget('?redirect=/authors')).toBe('/authors');
  });
});

describe('signInHref', () => {
  it('carries the current page and query back', () => {
    expect(signInHref('/category/mugs', '?sort=price-low')).toBe(
      '/auth?redirect=%2Fcategory%2Fmugs%3Fsort%3Dprice-low',
    );
    expect(signInHref('/profile', '')).toBe('/auth?redirect=%2Fprofile');
  });
  it('is plain /auth from the home page and keeps the query on /auth itself', () => {
    expect(signInHref('/', '')).toBe('/auth');
    expect(signInHref('/auth', '?redirect=%2Forders')).toBe('/auth?redirect=%2Forders');
  });
  it('round-trips through redirectTarget', () => {
    const href = signInHref('/product/MUG-1', '?design=heart');
    expect(redirectTarget(new URL(href, 'https://shop.example').search)).toBe('/product/MUG-1?design=heart');
  });
});
