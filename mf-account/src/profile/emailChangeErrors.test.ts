import { describe, expect, it } from 'vitest';
import { describeEmailChangeError, newEmailError, SAME_ADDRESS, TAKEN, TOO_MANY } from './emailChangeErrors';

describe('newEmailError', () => {
  const current = 'ada@example.com';
  it.each([
    ['', 'Enter your new e-mail address.'],
    ['   ', 'Enter your new e-mail address.'],
    ['not-an-email', 'Enter a valid e-mail address, like name@example.com.'],
    ['a@b', 'Enter a valid e-mail address, like name@example.com.'],
    ['<script>@x', 'Enter a valid e-mail address, like name@example.com.'],
    ['two words@example.com', 'Enter a valid e-mail address, like name@example.com.'],
    [`${'a'.repeat(300)}@example.com`, 'An e-mail address has at most 254 characters.'],
    ['ada@example.com', SAME_ADDRESS],
    ['  ADA@Example.com ', SAME_ADDRESS],
  ])('%j: %s', (value, message) => {
    expect(newEmailError(value, current)).toBe(message);
  });

  it('accepts a new address, spaces around it included', () => {
    expect(newEmailError(' ada.lovelace@example.org ', current)).toBeUndefined();
  });
});

describe('describeEmailChangeError', () => {
  it.each([
    [
      { code: 'email_exists', status: 422 },
      { field: 'email', message: TAKEN },
    ],
    [
      { code: 'over_email_send_rate_limit', status: 429 },
      { field: 'form', message: TOO_MANY },
    ],
    [
      { code: 'over_request_rate_limit', status: 429 },
      { field: 'form', message: TOO_MANY },
    ],
    [
      { code: 'validation_failed', status: 400, message: 'Unable to validate email address: invalid format' },
      { field: 'email', message: 'Enter a valid e-mail address, like name@example.com.' },
    ],
    [
      { name: 'AuthRetryableFetchError', status: 0 },
      { field: 'form', message: "We couldn't reach the shop's server. Check your connection and try again." },
    ],
    ['nonsense', { field: 'form', message: 'Something went wrong. Please try again.' }],
  ])('%j', (error, problem) => {
    expect(describeEmailChangeError(error)).toEqual(problem);
  });
});
