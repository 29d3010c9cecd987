import { describe, expect, it } from 'vitest';
import { displayNameOf, sameSessionState, SIGNED_OUT, toSessionState } from './sessionState';

const user = (meta: Record<string, unknown> | null, email: string | null = 'ada@example.com') => ({
  id: 'u-1',
  email,
  user_metadata: meta,
});

describe('toSessionState', () => {
  it('is signed out without a session or without a user', () => {
    expect(toSessionState(null)).toEqual(SIGNED_OUT);
    expect(toSessionState(undefined)).toEqual(SIGNED_OUT);
    expect(toSessionState({ user: null })).toEqual(SIGNED_OUT);
    expect(toSessionState({ user: { id: '' } })).toEqual(SIGNED_OUT);
  });

  it('is signed in with the id, e-mail and display name when a session exists', () => {
    expect(toSessionState({ user: user({ display_name: 'Ada', first_name: 'Augusta' }) })).toEqual({
      status: 'signed-in',
      user: { id: 'u-1', email: 'ada@example.com', displayName: 'Ada' },
    });
  });
});

describe('displayNameOf', () => {
  it('falls back from display name to first name to the e-mail local part', () => {
    expect(displayNameOf(user({ display_name: '  ', first_name: 'Grace' }))).toBe('Grace');
    expect(displayNameOf(user({}, 'lin@example.com'))).toBe('lin');
    expect(displayNameOf(user(null, null))).toBe('Account');
    expect(displayNameOf(user({ display_name: 42 }))).toBe('ada');
  });

  it('caps very long names', () => {
    expect(displayNameOf(user({ display_name: 'x'.repeat(500) }))).toHaveLength(80);
  });
});

describe('sameSessionState', () => {
  it('compares status and user fields', () => {
    const a = toSessionState({ user: user({ display_name: 'Ada' }) });
    expect(sameSessionState(a, toSessionState({ user: user({ display_name: 'Ada' }) }))).toBe(true);
    expect(sameSessionState(a, toSessionState({ user: user({ display_name: 'Ada L' }) }))).toBe(false);
    expect(sameSessionState(undefined, SIGNED_OUT)).toBe(false);
    expect(sameSessionState(SIGNED_OUT, { status: 'signed-out', user: null })).toBe(true);
    expect(sameSessionState({ status: 'loading', user: null }, SIGNED_OUT)).toBe(false);
  });
});
