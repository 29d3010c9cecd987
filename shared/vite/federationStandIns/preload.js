/**
 * The federation runtime's asset preloading (`preloadRemote`, and the snapshot plugin's preloads), which the
 * shop never uses: it preloads a remote's page chunks itself (shell/src/remotes/exposedModulePreload.ts). The
 * browser build of the shell resolves runtime-core's `utils/preload.js` here (`leaveOutUnusedFederationParts.ts`).
 */
const notInThisShop = () => {
  throw new Error(
    "The shop's federation runtime does not preload remotes (preloadRemote): see exposedModulePreload.ts.",
  );
};

export const defaultPreloadArgs = notInThisShop;
export const formatPreloadArgs = notInThisShop;
export const normalizePreloadExposes = notInThisShop;
export const preloadAssets = (..._args) =>
  Promise.reject(new Error("The shop's federation runtime does not preload assets."));
