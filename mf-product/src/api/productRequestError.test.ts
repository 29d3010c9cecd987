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

  it('treats a busy or failing database as "unavailable", not as a missing product', () => {
    for (const code of ['57014', '53300', '40001', '40P01', '08006', '55P03', 'XX000', 'PGRST000', 'PGRST003']) {
      const error = new ProductRequestError('Product not found', { code, message: 'busy' });
      expect(error.failure, code).toBe('unavailable');
      expect(isUnavailable(error), code).toBe(true);
    }
    // The request's own fault (a malformed filter, a value of the wrong type, a request too large) is no product.
    for (const code of ['PGRST100', 'PGRST116', '22P02', '54000', '42703']) {
      expect(new ProductRequestError('Product not found', { code, message: 'bad' }).failure, code).toBe('not-found');
    }
  });

  it('only classifies its own errors', () => {
    expect(isUnavailable(new Error('boom'))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});
