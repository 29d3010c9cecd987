import { describe, expect, it } from 'vitest';
import { emailError, validateNewPassword, validateSignIn, validateSignUp } from './validateAuthForms';

const good = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret1' };

describe('validateSignIn', () => {
  it('needs an e-mail and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'Enter your e-mail address.',
      password: 'Enter your password.',
    });
    expect(validateSignIn({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('emailError', () => {
  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', `${'a'.repeat(250)}@example.com`])(
    'rejects %s',
    (email) => expect(emailError(email)).toMatch(/valid e-mail/),
  );
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(emailError('  ada.l+gifts@example.co.uk ')).toBeUndefined();
  });
});

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(good, 6)).toEqual({});
  });
  it('names every missing field', () => {
    expect(validateSignUp({ firstName: ' ', lastName: '', email: '', password: '' }, 6)).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter your e-mail address.',
      password: 'Choose a password.',
    });
  });
  it('refuses markup in the first name (the display name the header greets by), in the profile form’s words', () => {
    expect(validateSignUp({ ...good, firstName: '<b>Ada</b>' }, 6)).toEqual({
      firstName: 'Enter your first name without < or >.',
    });
    // a missing name is said first; markup in the last name is kept as text, as the profile keeps it
    expect(validateSignUp({ ...good, firstName: ' ' }, 6).firstName).toBe('Enter your first name.');
    expect(validateSignUp({ ...good, lastName: '<i>Lovelace</i>' }, 6)).toEqual({});
  });
  it('asks for the minimum password length', () => {
    expect(validateSignUp({ ...good, password: '12345' }, 6).password).toBe(
      'Your password needs at least 6 characters.',
    );
    expect(validateSignUp({ ...good, password: '123456' }, 6).password).toBeUndefined();
    expect(validateSignUp({ ...good, password: 'x'.repeat(73) }, 6).password).toMatch(/at most 72/);
  });
  it('counts as the service does (issue 32): bytes for the 72, characters after trimming and without zero-width ones', () => {
    const twoByte = Array.from({ length: 36 }, (_, i) => String.fromCodePoint(0x101 + i)).join('');
    expect(validateSignUp({ ...good, password: twoByte }, 6).password).toBeUndefined();
    expect(validateSignUp({ ...good, password: `${twoByte}x` }, 6).password).toMatch(/at most 72/);
    expect(validateSignUp({ ...good, password: `a${'\u200b'.repeat(5)}` }, 6).password).toBe(
      'Your password needs at least 6 characters.',
    );
    expect(validateSignUp({ ...good, password: '  12345  ' }, 6).password).toBe(
      'Your password needs at least 6 characters.',
    );
    expect(validateSignUp({ ...good, password: '\u200b'.repeat(8) }, 6).password).toMatch(/cannot be only spaces/);
  });
  it('refuses a password of only spaces, tabs or line breaks (issue 15: six spaces were accepted)', () => {
    for (const blank of ['      ', '\t\t\t\t\t\t', ' \n \n \u00a0 ', '\u2003'.repeat(8)]) {
      expect(validateSignUp({ ...good, password: blank }, 6).password).toMatch(/cannot be only spaces/);
      expect(validateNewPassword({ password: blank, confirm: blank }, 6).password).toMatch(/cannot be only spaces/);
    }
    expect(validateSignUp({ ...good, password: ' gift wrap ' }, 6).password).toBeUndefined();
  });
  it('caps names and keeps hostile text in the last name as plain input', () => {
    expect(validateSignUp({ ...good, firstName: 'x'.repeat(101) }, 6).firstName).toMatch(/at most 100/);
    expect(validateSignUp({ ...good, lastName: '<img src=x onerror=alert(1)>' }, 6)).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it('uses the sign-up rules and asks for the same password twice', () => {
    expect(validateNewPassword({ password: '', confirm: '' }, 6)).toEqual({ password: 'Choose a password.' });
    expect(validateNewPassword({ password: '12345', confirm: '12345' }, 6)).toEqual({
      password: 'Your password needs at least 6 characters.',
    });
    expect(validateNewPassword({ password: 'secret-1', confirm: 'secret-2' }, 6)).toEqual({
      confirm: 'The two passwords do not match.',
    });
    expect(validateNewPassword({ password: 'secret-1', confirm: 'secret-1' }, 6)).toEqual({});
  });
});
