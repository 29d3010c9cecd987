import { describe, expect, it } from 'vitest';
import { isUnavailable, ProductRequestError } from './productRequestError';

describe('ProductRequestError', () => {
  it('treats an answer from the backend as "not found"', () => {
    const error = new ProductRequestError('Product not found', { code: 'PGRST116', message: 'no rows' });
    expect(error.failure).toBe('not-found');
    expect(error.message).toBe('Product not found: no rows');
    expect(isUnavailable(error)).toBe(false);
  });

  it('treats a request that got no answer as "unavailable"', () => {
    const error = new ProductRequestError('Product not found', { code: '', message: 'TypeError: fetch failed' });
    expect(error.failure).toBe('unavailable');
    expect(isUnavailable(error)).toBe(true);
  });

  it('only classifies its own errors', () => {
    expect(isUnavailable(new Error('boom'))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});
