import { createBus, type BusHub, type ShopBus } from './createBus';

declare global {
  // Counted so tests can prove the bus is loaded exactly once per page.
  var __keepsakeBusInstances: number | undefined;
}

/** The page's one bus. `shared` is a federation singleton, so every remote sees this instance. */
export const busHub: BusHub = createBus();
globalThis.__keepsakeBusInstances = (globalThis.__keepsakeBusInstances ?? 0) + 1;

/**
 * A remote's handle on the page's bus. `builtAgainstVersion` is the contract
 * version the remote was compiled with (`__BUS_CONTRACT_VERSION__`, defined by
 * the shared federation config), so a remote built against another contract
 * is detected and cut off with a clear message.
 */
export function connectBus(source: string, builtAgainstVersion: number): ShopBus {
  return busHub.connect(source, builtAgainstVersion);
}
