/** A GoTrue error: `{code, message}` (plus e.g. `weak_password`) with its status. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const overRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const badEmail = () =>
  new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = (detail: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
