import { describe, expect, it } from 'vitest';
import { displayNameOf, fullNameOf, sameSessionState, SIGNED_OUT, toSessionState } from './sessionState';

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

  it('is signed in with the id, e-mail, display name and full name when a session exists', () => {
    expect(toSessionState({ user: user({ display_name: 'Ada', first_name: 'Augusta', last_name: 'King' }) })).toEqual({
      status: 'signed-in',
      user: { id: 'u-1', email: 'ada@example.com', displayName: 'Ada', fullName: 'Augusta King' },
    });
  });

  it('leaves the full name out when the profile has no name', () => {
    const state = toSessionState({ user: user({ display_name: 'Ada' }) });
    expect(state.user).toEqual({ id: 'u-1', email: 'ada@example.com', displayName: 'Ada' });
    expect(state.user && 'fullName' in state.user).toBe(false);
  });
});

describe('fullNameOf', () => {
  it("is the profile's first and last name, either alone, cleaned as the database cleans a name", () => {
    expect(fullNameOf(user({ first_name: 'Ada', last_name: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(fullNameOf(user({ first_name: '  Ada ', last_name: '' }))).toBe('Ada');
    expect(fullNameOf(user({ last_name: 'Lovelace' }))).toBe('Lovelace');
    expect(fullNameOf(user({ first_name: 'Ada\u200b\u0000', last_name: 'de\u00a0 la\tCruz' }))).toBe('Ada de la Cruz');
    expect(fullNameOf(user({ first_name: ' ', last_name: '\u200b' }))).toBeUndefined();
    expect(fullNameOf(user(null))).toBeUndefined();
  });

  it('keeps markup as text, and leaves out what is not text or longer than the session carries', () => {
    expect(fullNameOf(user({ first_name: '<img src=x onerror=alert(1)>', last_name: '"Ada"' }))).toBe(
      '<img src=x onerror=alert(1)> "Ada"',
    );
    expect(fullNameOf(user({ first_name: 42, last_name: { x: 1 } }))).toBeUndefined();
    expect(fullNameOf(user({ first_name: ['Ada'], last_name: 'King' }))).toBe('King');
    // two names at the profile's limit (100 each) and the space between: carried whole
    expect(fullNameOf(user({ first_name: 'a'.repeat(100), last_name: 'b'.repeat(100) }))).toHaveLength(201);
    // longer (names set around the profile form): not cut to a name that is not the shopper's
    expect(fullNameOf(user({ first_name: 'a'.repeat(100), last_name: 'b'.repeat(5000) }))).toBeUndefined();
    // a first name longer than a profile holds is not greeted by (displayNameOf): the e-mail's local part is
    expect(toSessionState({ user: user({ first_name: 'a'.repeat(10_000) }) }).user).toMatchObject({
      displayName: 'ada',
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

  it('shows at most 80 characters of a name the profile could hold, an emoji whole', () => {
    expect(displayNameOf(user({ display_name: 'x'.repeat(100) }))).toBe('x'.repeat(80));
    expect(displayNameOf(user({ display_name: '😀'.repeat(100) }))).toBe('😀'.repeat(80));
  });

  it('greets by no name the profile could not hold as its display name: markup, or more than 100 characters', () => {
    // set around the profile form, through the auth API: the next name that fits is shown
    expect(displayNameOf(user({ display_name: '<b>Ada</b>', first_name: 'Augusta' }))).toBe('Augusta');
    expect(displayNameOf(user({ display_name: 'x'.repeat(5_000), first_name: 'Augusta' }))).toBe('Augusta');
    expect(displayNameOf(user({ display_name: '<script>alert(1)</script>', first_name: '<i>A</i>' }))).toBe('ada');
    expect(displayNameOf(user({ display_name: 'Ada >', first_name: 'a'.repeat(101) }))).toBe('ada');
    expect(displayNameOf(user({ display_name: '<b>' }, '"<b>"@example.com'))).toBe('Account');
    // a name at the profile's limit, and names with quotes and ampersands, are names
    expect(displayNameOf(user({ display_name: 'é'.repeat(100) }))).toBe('é'.repeat(80));
    expect(displayNameOf(user({ display_name: `Ada "O'Brien" & Co` }))).toBe(`Ada "O'Brien" & Co`);
  });

  it('greets by the name as the profile keeps it: no direction override or invisible character reaches the header', () => {
    // set around the forms (the account's metadata is the shopper's to write): cleaned as the database cleans names
    expect(displayNameOf(user({ display_name: '\u202EadA' }))).toBe('adA');
    expect(displayNameOf(user({ display_name: '\u2067A\u200Bda\u2069\uFEFF' }))).toBe('Ada');
    expect(displayNameOf(user({ display_name: '\u200E\u200F\u200B', first_name: '\u202DGrace\u202C' }))).toBe('Grace');
    // 100 characters as the database counts them (a flag is two), with invisible ones besides: a name it could hold
    const hundred = `${'🇫🇷'.repeat(50)}\u200B`;
    expect(displayNameOf(user({ display_name: hundred, first_name: 'Augusta' }))).toBe('🇫🇷'.repeat(40));
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
    // a new last name (the profile saved) is a new state, to publish
    const named = toSessionState({ user: user({ display_name: 'Ada', first_name: 'Ada', last_name: 'King' }) });
    const renamed = toSessionState({ user: user({ display_name: 'Ada', first_name: 'Ada', last_name: 'Lovelace' }) });
    expect(sameSessionState(named, renamed)).toBe(false);
    expect(
      sameSessionState(
        named,
        toSessionState({ user: user({ display_name: 'Ada', first_name: 'Ada', last_name: 'King' }) }),
      ),
    ).toBe(true);
  });
});
