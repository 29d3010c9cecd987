import { describe, expect, it } from 'vitest';
import { createShopQueryClient } from '@giftshop/shared';
import { requestQueryClient } from '../server/renderRequest';
import { listingRetries } from './loadMoreRetry';

const key = ['catalog', 'listing', null, '', 'featured'] as const;
const failure = new Error('Could not load products: the shop could not reach its server');

// Load More itself (one quick retry, then said) is measured against a real backend that is down: LoadMore.test.tsx
describe('listingRetries, for a listing’s first page', () => {
  it("keeps the browser client's rule: 3 retries, 1, 2 and 4 s apart", () => {
    const client = createShopQueryClient();
    const { retry, retryDelay } = listingRetries(client, key);
    expect([0, 1, 2, 3].map((failures) => retry(failures, failure))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((attempt) => retryDelay(attempt, failure))).toEqual([1000, 2000, 4000]);
  });

  it("retries nothing with a client that retries nothing (the server's request client)", () => {
    const { retry } = listingRetries(requestQueryClient(), key);
    expect(retry(0, failure)).toBe(false);
  });
});
