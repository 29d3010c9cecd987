import { describeAuthError } from '../auth/authErrors';
import { emailError } from '../auth/validateAuthForms';

/** Where a problem with a new e-mail address is shown: beside the field, or above the form. */
export interface EmailChangeProblem {
  message: string;
  field: 'email' | 'form';
}

export const SAME_ADDRESS = 'That is already your e-mail address. Enter the new one.';
export const TAKEN = 'Another account uses this address. Enter a different one.';
export const TOO_MANY = 'Too many requests just now. Please wait a minute, then try again.';

/** A new address before it is sent: present, shaped like an address, at most 254 characters, and not the current one. */
export function newEmailError(value: string, current: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Enter your new e-mail address.';
  if (email.length > 254) return 'An e-mail address has at most 254 characters.';
  const shape = emailError(email);
  if (shape) return shape;
  if (email.toLowerCase() === current.trim().toLowerCase()) return SAME_ADDRESS;
  return undefined;
}

/** The service's answer to a change of address, in words a shopper can act on. */
export function describeEmailChangeError(error: unknown): EmailChangeProblem {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'email_exists':
    case 'user_already_exists':
      return { message: TAKEN, field: 'email' };
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return { message: TOO_MANY, field: 'form' };
    case 'email_address_invalid':
    case 'validation_failed':
      return { message: 'Enter a valid e-mail address, like name@example.com.', field: 'email' };
  }
  const { message, field } = describeAuthError(error);
  return { message, field: field === 'email' ? 'email' : 'form' };
}
