import { readPageHandover } from './pageHandover';

/**
 * When a server-rendered page responds to the shopper: the shell says so (`markPageResponds`) where it sets
 * `<html data-hydrated>`, once its frame and every server-rendered slot have hydrated. Work the page can
 * respond without (the account remote's session owner, which loads supabase-js and the shop's checks) waits
 * for it, so on a slow phone the page's own scripts come first. Since shared 1.8.0.
 */
let responded = false;
let resolveResponds: () => void = () => undefined;

/** Resolves when the page responds (never on the server). */
export const pageResponds = new Promise<void>((resolve) => {
  resolveResponds = resolve;
});

const waiting: (() => void)[] = [];

/** The page responds (the shell calls this once, where it sets `<html data-hydrated>`): run what waited, in order. */
export function markPageResponds(): void {
  if (responded) return;
  responded = true;
  resolveResponds();
  for (const run of waiting.splice(0)) run();
}

/**
 * Runs `run` once the page responds: at once on the server, on a page the browser renders (no server
 * handover: the remote's own harness, a page the server left to the browser) and after the page responded;
 * otherwise, synchronously, when the shell marks it.
 */
export function afterPageResponds(run: () => void): void {
  if (responded || typeof document === 'undefined' || !readPageHandover()) run();
  else waiting.push(run);
}
