import { createContext, type ComponentType } from 'react';
import { markPageResponds, type RemoteModuleId } from '@giftshop/shared';
import { pageResponded } from './headerTurn';

/** Resolves when the page responds: `<html data-hydrated>` is set (never on the server). Its home is shared's. */
export { pageResponds } from '@giftshop/shared';

/**
 * On the server: the remote modules this request renders (the route's page),
 * loaded before rendering. A slot whose module is absent renders its skeleton,
 * and the browser renders it (the header's cart and account parts, always).
 */
export const ServerRemoteModules = createContext<ReadonlyMap<RemoteModuleId, ComponentType<never>> | null>(null);

/**
 * While a server-rendered page hydrates, each slot's first render must be
 * what the server sent: its module for the slots the server rendered, the
 * skeleton for the others. Null when the page was rendered in the browser.
 */
let hydration: {
  rendered: ReadonlySet<RemoteModuleId>;
  claimed: Set<RemoteModuleId>;
  /** Server-rendered slots not hydrated yet (each hydrates on its own, after the frame). */
  pending: Set<RemoteModuleId>;
  frameDone: boolean;
} | null = null;

export function beginHydration(rendered: readonly RemoteModuleId[]): void {
  hydration = { rendered: new Set(rendered), claimed: new Set(), pending: new Set(rendered), frameDone: false };
}

/** The page has moved on from the location the server rendered: slots render as usual from now on. */
export function endHydration(): void {
  hydration = null;
}

/**
 * `<html data-hydrated>` once the frame and every server-rendered slot respond to the shopper: QA's flows
 * wait for it before they click (a click on HTML that is not hydrated yet does nothing).
 */
function markWhenHydrated(): void {
  if (hydration && (!hydration.frameDone || hydration.pending.size > 0)) return;
  if (document.documentElement.dataset.hydrated) return;
  document.documentElement.dataset.hydrated = 'true';
  // What the bundle budget and the bench split on: scripts fetched before this mark are what the page
  // needed to respond; the rest (the header's remotes, the backend client) loaded after.
  performance.mark('keepsake:page-responds');
  // Resolves `pageResponds` and starts what a remote left until then (the account remote's session owner).
  markPageResponds();
  pageResponded();
}

/** The frame (header, routes; the footer hydrates after the page responds) has hydrated, or rendered in the browser. */
export function frameHydrated(): void {
  if (hydration) hydration.frameDone = true;
  markWhenHydrated();
}

/** A slot the server rendered has hydrated. */
export function slotHydrated(id: RemoteModuleId): void {
  hydration?.pending.delete(id);
  markWhenHydrated();
}

/**
 * How a slot renders first: `server` (its module, as the server did), `browser` (its skeleton: the server
 * left it to the browser) or `any` (not hydrating, or a second slot of the same module).
 */
export function claimHydration(id: RemoteModuleId): 'server' | 'browser' | 'any' {
  if (!hydration || hydration.claimed.has(id)) return 'any';
  hydration.claimed.add(id);
  return hydration.rendered.has(id) ? 'server' : 'browser';
}

/** Whether the page is hydrating what the shell's server rendered (not yet moved on from its location). */
export const isHydrating = (): boolean => hydration !== null;
