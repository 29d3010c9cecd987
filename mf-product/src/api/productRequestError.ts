import { isBusyBackendCode } from '@giftshop/shared';

/** Why a product read failed: the product is not there, or the backend could not be reached. */
export type ProductFailure = 'not-found' | 'unavailable';

/** A failed catalogue read, with the backend's own message kept for the console. */
export class ProductRequestError extends Error {
  readonly failure: ProductFailure;
  constructor(message: string, cause: { message?: string; code?: string } | undefined) {
    super(cause?.message ? `${message}: ${cause.message}` : message);
    this.name = 'ProductRequestError';
    // No PostgREST code means the request never got an answer (network down, CORS, timeout); a busy or
    // failing database is no answer about the product either, and the shell's server never answers 404 (which
    // a CDN would keep) for a product that exists.
    this.failure = cause?.code && !isBusyBackendCode(cause.code) ? 'not-found' : 'unavailable';
  }
}

/** Whether a failure is worth retrying: only when the backend could not be reached. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ProductRequestError && error.failure === 'unavailable';
}

/** The product remote's retry rule: only a backend that could not be reached is asked again (three times); a missing product stays missing. */
export const retryWhenUnavailable = (failures: number, error: unknown) => isUnavailable(error) && failures < 3;
