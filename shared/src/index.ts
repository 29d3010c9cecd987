export * from './bus/contract';
export { createBus, MAX_BUFFERED_COMMANDS, type BusHub, type ShopBus, type Unsubscribe } from './bus/createBus';
export { busHub, connectBus } from './bus/shopBus';
export * from './config/shopConfig';
export { loadShopChecks, loadedShopChecks, type ShopChecks } from './checks/loadShopChecks';
export {
  addServerRequestHeaders,
  getSupabase,
  sessionStoredWhenClientMade,
  storageImageUrl,
  PLACEHOLDER_IMAGE,
  type SupabaseClient,
} from './supabase/client';
export type { Database, Json, Tables } from './supabase/database.types';
export * from './theme/tokens';
export { Button, type ButtonVariant, type ButtonSize } from './ui/Button';
export { ButtonLink } from './ui/ButtonLink';
export { Skeleton } from './ui/Skeleton';
export { ErrorState } from './ui/ErrorState';
export { VisuallyHidden } from './ui/VisuallyHidden';
export { PageContainer } from './ui/PageContainer';
export { useHydrated } from './ui/useHydrated';
export { MarkedUntilHydrated } from './ui/MarkedUntilHydrated';
export { usePageTitle } from './ui/usePageTitle';
export {
  BELOW_HEADER_AIR_PX,
  clearOfStickyHeader,
  STICKY_HEADER_PROPERTY,
  STICKY_HEADER_TALLEST_PX,
  stickyHeaderReach,
} from './ui/stickyHeader';
export * from './navigation/navigation';
export { showToast } from './toast';
export { createShopQueryClient } from './data/queryClient';
export { isBusyBackendCode } from './data/busyBackend';
export * from './remotes/contracts';
export * from './remotes/serverContracts';
export { readPageHandover, PAGE_HANDOVER_ID, type PageHandover } from './data/pageHandover';
export { afterPageResponds, markPageResponds, pageResponds } from './data/pageResponds';
export { lazyAfterPageResponds, type LoadsLater } from './data/lazyAfterPageResponds';
export { RemoteQueryProvider, RequestQueryClients, browserQueryClient } from './data/remoteQueryClient';
