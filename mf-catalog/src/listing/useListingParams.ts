import { useCallback, useMemo } from 'react';
import { useShopNavigation } from '@giftshop/shared';
import { readListingParams, writeListingParams, type ListingParams } from './listingParams';

/** The listing's `q`, `sort` and `view` from the URL, and a way to change them (a new history entry unless `replace`). */
export function useListingParams() {
  const { pathname, search, navigate } = useShopNavigation();
  const params = useMemo(() => readListingParams(search), [search]);
  const update = useCallback(
    (changes: Partial<ListingParams>, options?: { replace?: boolean }) => {
      const next = writeListingParams(search, changes);
      if (next !== search && !(next === '' && search === '?')) navigate(`${pathname}${next}`, options);
    },
    [pathname, search, navigate],
  );
  return { params, update };
}
