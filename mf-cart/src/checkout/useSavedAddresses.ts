import { useQuery } from '@tanstack/react-query';
import { fetchSavedAddresses } from '../api/savedAddresses';
import { useAskAgainWhenBack } from '../state/useAskAgainWhenBack';

/** Where the book is kept in the remote's query cache (the step refreshes every shopper's after saving one). */
export const savedAddressesKey = (userId: string | undefined) => ['checkout', 'saved-addresses', userId] as const;

/**
 * A signed-in shopper's address book, for checkout's shipping step (nothing to read for a guest). Checkout asks
 * for it as it opens, and the shipping step waits for it: the saved addresses go above the address form, so
 * the form must not be there before them, to be pushed down under a tap. A failed read is asked again by
 * itself once the backend can answer (the saved addresses then come above the form).
 */
export function useSavedAddresses(userId: string | undefined) {
  const book = useQuery({
    queryKey: savedAddressesKey(userId),
    queryFn: fetchSavedAddresses,
    enabled: Boolean(userId),
    retry: 1,
  });
  useAskAgainWhenBack(book);
  return book;
}
