import type { DehydratedState } from '@tanstack/react-query';
import type { RemoteModuleId, RemoteName, RemoteRoutes } from '../remotes/contracts';

/**
 * What a server-rendered page hands the browser, in one JSON block
 * (`<script type="application/json" id="keepsake-page">`, never executed):
 * the remote builds it was rendered with (the browser loads exactly those),
 * the run-time config, which slots the server rendered, and each remote's
 * query cache, so nothing is fetched again on load.
 */
export interface PageHandover {
  /** Each remote's browser entry, pinned to the build the server rendered with. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The run-time config overrides (`remotes.json` → `config`): public values only. */
  config?: unknown;
  /** The slots whose HTML came from the server: they hydrate; every other slot renders in the browser. */
  rendered: RemoteModuleId[];
  /** Each remote's dehydrated query cache. */
  queries: Partial<Record<RemoteName, DehydratedState>>;
  /** The routes each remote declared in the build the page was rendered with (a remote missing here: the browser asks it). */
  routes: Partial<Record<RemoteName, RemoteRoutes>>;
}

export const PAGE_HANDOVER_ID = 'keepsake-page';

let handover: PageHandover | null | undefined;

/** The page's handover, read once; null when the page was not rendered on the server (or its block is unreadable). */
export function readPageHandover(): PageHandover | null {
  if (handover !== undefined) return handover;
  handover = null;
  if (typeof document === 'undefined') return handover;
  const text = document.getElementById(PAGE_HANDOVER_ID)?.textContent;
  if (!text) return handover;
  try {
    const parsed = JSON.parse(text) as Partial<PageHandover>;
    if (parsed && typeof parsed === 'object' && parsed.remotes && Array.isArray(parsed.rendered)) {
      handover = {
        remotes: parsed.remotes,
        config: parsed.config,
        rendered: parsed.rendered,
        queries: parsed.queries ?? {},
        routes: parsed.routes ?? {},
      };
    }
  } catch (error) {
    console.error('[shell] the page handover is unreadable; rendering in the browser instead', error);
  }
  return handover;
}
