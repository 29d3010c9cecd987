/**
 * Queries the API accepts (no back-reference, counts ≤ 100, 901 atoms once
 * written out: see src/rest/costlyFilters.ts) that only the time limit can
 * stop: each pattern takes about 7 s of CPU over the seed's descriptions.
 * `tail` is a character no description contains, so copies with different
 * tails are different requests that never match.
 */
export const slowPattern = (tail = '#') => `((.*){100}){9}${tail}`;

/** `or=(…)` of three slow patterns: about 20 s together, far past the 3 s anon limit on any machine. */
export const slowProductsQuery =
  '/rest/v1/products?select=id&or=' +
  encodeURIComponent(
    `(${['#', '~', '@'].map((tail) => `default_description.imatch."${slowPattern(tail)}"`).join(',')})`,
  );
