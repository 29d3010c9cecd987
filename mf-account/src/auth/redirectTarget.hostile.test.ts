import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

/**
 * Every open-redirect attempt the security probes try after sign-in, once and twice URL-encoded, as the
 * browser hands `?redirect=` over: the target is always a path of this site. (The e2e probe keeps one
 * attempt of each kind in real Chromium: security-probes.spec.ts, "open redirects".)
 */
const origin = 'http://localhost:5173';
const attempts = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  `${origin}.evil.example/`,
  `${origin}@evil.example/`,
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/x/..//evil.example',
  '/\t/evil.example',
  ' //evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
];

describe('redirectTarget against hostile redirects', () => {
  for (const [how, encode] of [
    ['encoded once', (text: string) => encodeURIComponent(text)],
    ['encoded twice', (text: string) => encodeURIComponent(encodeURIComponent(text))],
  ] as const) {
    it.each(attempts)(`keeps %s (${how}) on this site`, (attempt) => {
      const target = redirectTarget(`?redirect=${encode(attempt)}`);
      expect(target.startsWith('/')).toBe(true);
      expect(target).not.toMatch(/^[/\\]{2}/);
      // As the browser resolves it: the same origin, whatever the path.
      expect(new URL(target, origin).origin).toBe(origin);
    });
  }

  it('still goes to a same-site path', () => {
    expect(redirectTarget('?redirect=%2Forders')).toBe('/orders');
  });
});
