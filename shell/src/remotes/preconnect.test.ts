import { afterEach, describe, expect, it } from 'vitest';
import { preconnectToBackend } from './preconnect';

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preconnect"]')) link.remove();
});

describe('preconnectToBackend', () => {
  it('opens a CORS connection for the data and a plain one for the images', () => {
    preconnectToBackend('https://abc.supabase.co/some/path');
    expect(hints()).toEqual([
      { href: 'https://abc.supabase.co', crossOrigin: 'anonymous' },
      { href: 'https://abc.supabase.co', crossOrigin: null },
    ]);
  });

  it('ignores a URL it cannot read, and the page’s own origin', () => {
    preconnectToBackend('not a url');
    preconnectToBackend(`${location.origin}/rest/v1`);
    expect(hints()).toEqual([]);
  });
});
