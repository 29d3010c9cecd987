/**
 * The bus contract: every event name the shop's remotes may exchange, with
 * its payload type and the run-time schema that guards it.
 *
 * - Commands go to one owner (`cart:*` to the cart remote, `toast:show` to the
 *   shell's toast host). A command sent before its owner listens is buffered.
 * - States are published by their owner and replayed to late subscribers.
 *
 * Adding to the contract (a new event such as `cart:add-group`, an optional
 * field such as `CartItem.group`) is additive: a new minor of
 * `@giftshop/shared` (shared/package.json), so the shell refuses a remote
 * built against it while it provides an older `shared` whose bus would drop
 * the new event. Changing a payload in a way an older remote cannot read is a
 * new contract version: bump `contract-version.json`.
 */
import type * as z from 'zod/mini';
import contractVersionFile from './contract-version.json';
import type * as schemas from './contractSchemas';
import { shopChecks, type ShopChecks } from '../checks/loadShopChecks';

export const BUS_CONTRACT_VERSION: number = contractVersionFile.version;

/*
 * The run-time schemas are in `contractSchemas.ts`, loaded with the shop's other checks (`loadShopChecks`)
 * when the bus carries its first event, after the page responds (issue 31); not with `shared`, which every
 * page evaluates before it responds. Every payload is still checked in full before it is delivered: events
 * sent before the checks are loaded wait for them, in order (`createBus`).
 */

/**
 * A schema of the loaded checks under its old name (exported since 1.0, kept for remotes built before 1.7.0):
 * usable once `loadShopChecks()` has resolved, a clear error before. New code takes them from
 * `loadShopChecks()`.
 */
function loadedSchema<K extends keyof ShopChecks>(name: K): ShopChecks[K] {
  return new Proxy({} as ShopChecks[K], {
    get: (_target, key) => Reflect.get(shopChecks()[name], key) as unknown,
    has: (_target, key) => Reflect.has(shopChecks()[name], key),
    ownKeys: () => Reflect.ownKeys(shopChecks()[name]),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(shopChecks()[name], key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

export const cartCustomizationSchema = loadedSchema('cartCustomizationSchema');
export const cartItemSchema = loadedSchema('cartItemSchema');
export const cartStateSchema = loadedSchema('cartStateSchema');
export const sessionStateSchema = loadedSchema('sessionStateSchema');
export const toastSchema = loadedSchema('toastSchema');
export const commandSchemas = loadedSchema('commandSchemas');
export const stateSchemas = loadedSchema('stateSchemas');

type CommandSchemas = typeof schemas.commandSchemas;
type StateSchemas = typeof schemas.stateSchemas;

export type Commands = { [K in keyof CommandSchemas]: z.infer<CommandSchemas[K]> };
export type States = { [K in keyof StateSchemas]: z.infer<StateSchemas[K]> };
export type CommandName = keyof Commands;
export type StateName = keyof States;
export type ToastMessage = Commands['toast:show'];
