import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_REASON, sessionEnded, sessionEndedIn, signInAgainHref } from './sessionEnds';

/** Where a page sends a shopper whose session ended (its guards: mf-account's sessionEnds.test.tsx and others). */
describe('signInAgainHref', () => {
  it('names the page to come back to, with its query, and why', () => {
    const href = signInAgainHref('/checkout/shipping?x=1');
    expect(href).toBe('/auth?redirect=%2Fcheckout%2Fshipping%3Fx%3D1&reason=session-ended');
    const search = new URL(href, 'https://shop.example').search;
    expect(new URLSearchParams(search).get('redirect')).toBe('/checkout/shipping?x=1');
    expect(sessionEndedIn(search)).toBe(true);
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '/.//evil.example'])(
    'never names %s as the way back (the home page instead)',
    (attempt) => {
      const search = new URL(signInAgainHref(attempt), 'https://shop.example').search;
      expect(new URLSearchParams(search).get('redirect')).toBe('/');
    },
  );
});

describe('sessionEndedIn', () => {
  it('is said only by its own reason', () => {
    expect(sessionEndedIn(`?reason=${SESSION_ENDED_REASON}`)).toBe(true);
    expect(sessionEndedIn('?redirect=%2Fprofile')).toBe(false);
    expect(sessionEndedIn('?reason=%3Cscript%3E')).toBe(false);
    expect(sessionEndedIn('?reason=session-ended-and-more')).toBe(false);
  });
});

describe('sessionEnded', () => {
  it('is what the session owner says of a signed-out session, and nothing else', () => {
    expect(sessionEnded({ status: 'signed-out', ended: true })).toBe(true);
    expect(sessionEnded({ status: 'signed-out' })).toBe(false);
    expect(sessionEnded({ status: 'signed-out', ended: false })).toBe(false);
    // an owner never says it of a live or unknown session; were it said, it is not read
    expect(sessionEnded({ status: 'signed-in', ended: true })).toBe(false);
    expect(sessionEnded({ status: 'loading', ended: true })).toBe(false);
    expect(sessionEnded(undefined)).toBe(false);
  });
});
