import { describe, expect, it } from 'vitest';
import { describeAuthError, UNREACHABLE_MESSAGE, weakPasswordSentence } from './authErrors';

describe('describeAuthError', () => {
  it('explains a network failure or a down backend with the unreachable message', () => {
    const offline = describeAuthError({ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 });
    expect(offline).toEqual({ message: UNREACHABLE_MESSAGE, field: 'form', serverMessage: UNREACHABLE_MESSAGE });
    expect(describeAuthError({ name: 'AuthApiError', status: 503, message: 'upstream' }).message).toBe(
      UNREACHABLE_MESSAGE,
    );
  });

  it('puts weak-password reasons into words beside the password field', () => {
    const weak = describeAuthError(
      {
        name: 'AuthWeakPasswordError',
        code: 'weak_password',
        status: 422,
        message: 'Password should be at least 6 characters.',
        reasons: ['length'],
      },
      6,
    );
    expect(weak.field).toBe('password');
    expect(weak.message).toBe('Choose a stronger password: it needs at least 6 characters.');
    expect(weak.serverMessage).toBe('Password should be at least 6 characters.');
  });

  it("keeps the service's message for the toast and gives plain words above the form for wrong credentials", () => {
    const wrong = describeAuthError({
      name: 'AuthApiError',
      code: 'invalid_credentials',
      status: 400,
      message: 'Invalid login credentials',
    });
    expect(wrong.serverMessage).toBe('Invalid login credentials');
    expect(wrong.message).toMatch(/do not match an account/);
    expect(wrong.field).toBe('form');
  });

  it('points an already-registered e-mail at the e-mail field', () => {
    const taken = describeAuthError({ code: 'user_already_exists', status: 422, message: 'User already registered' });
    expect(taken).toMatchObject({ field: 'email', serverMessage: 'User already registered' });
    expect(taken.message).toMatch(/already exists/);
  });

  it('puts the service’s too-long password message beside the password, not the e-mail (issue 32)', () => {
    const long = describeAuthError({
      code: 'validation_failed',
      status: 422,
      message: 'Password cannot be longer than 72 bytes (72 plain letters, digits or symbols; …)',
    });
    expect(long.field).toBe('password');
    expect(
      describeAuthError({ code: 'validation_failed', status: 400, message: 'Unable to validate email' }).field,
    ).toBe('email');
  });

  it('asks for confirmation when the e-mail is not confirmed yet', () => {
    expect(
      describeAuthError({ code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' }).message,
    ).toMatch(/confirm your e-mail/);
  });

  it('falls back calmly for unknown errors, non-objects and empty messages', () => {
    expect(describeAuthError({ code: 'something_new', status: 400, message: 'Odd thing' }).message).toBe('Odd thing');
    expect(describeAuthError(null).message).toBe('Something went wrong. Please try again.');
    expect(describeAuthError('boom').serverMessage).toBe('Something went wrong. Please try again.');
    expect(describeAuthError({ message: '   ' }).message).toBe('Something went wrong. Please try again.');
  });

  it('passes hostile server text through as text, length-capped', () => {
    const hostile = '<img src=x onerror=alert(1)>'.repeat(20);
    const problem = describeAuthError({ status: 400, message: hostile });
    expect(problem.message.length).toBeLessThanOrEqual(300);
    expect(problem.message.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
  });
});

describe('weakPasswordSentence', () => {
  it('joins several reasons and ignores unknown ones', () => {
    expect(weakPasswordSentence(['length', 'characters', 'bogus', 7], 8)).toBe(
      'Choose a stronger password: it needs at least 8 characters and a mix of upper- and lower-case letters, numbers and symbols.',
    );
  });
  it('says a common or guessable password is too common, alone or beside what it needs', () => {
    expect(weakPasswordSentence(['pwned'], 6)).toBe(
      'Choose a stronger password: this one is too common or too easy to guess.',
    );
    expect(weakPasswordSentence(['length', 'pwned'], 6)).toBe(
      'Choose a stronger password: it needs at least 6 characters, and this one is too common or too easy to guess.',
    );
  });
  it('still names the length rule when no reason is known', () => {
    expect(weakPasswordSentence([], 6)).toBe('Choose a stronger password: it needs at least 6 characters.');
  });
});
