import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  currentEntry,
  keepChoices,
  readKeptChoices,
  type KeptChoices,
  type KeptGroup,
  type KeptKey,
} from './keptChoices';

/** How long after the last key the text is written (a browser limits how often a page may write history). */
export const KEEP_AFTER_MS = 300;

/**
 * Keeps the shopper's choices (the product's, or a group order's rows) in this tab's history entry under `key` and brings them back when the page opens on it (Back,
 * Forward, a reload). `restore` checks what the entry kept and shows what survives.
 *
 * They come back in a layout effect: after hydration (the server's HTML shows the opening choices, so the first
 * render must too) and before anything the shopper did before the page responded is replayed (page-start.js), so
 * that newer input wins. A tap's choice is written at once; typing a moment after the last key (a browser limits how
 * often a page may write history), and at once before a tap that may leave the page (a link), on `beforeunload` and
 * `pagehide` (a reload); always to the entry of the page they were made on.
 */
export function useKeptChoices<Choices extends KeptChoices | KeptGroup>(
  key: KeptKey,
  choices: Choices,
  restore: (kept: unknown) => void,
  /** What of the choices a tap changes (written at once); the rest is typed. None: everything is typed. */
  tappedOf: (choices: Choices) => unknown = () => null,
) {
  const json = JSON.stringify(choices);
  const tapped = JSON.stringify(tappedOf(choices));
  const lastTapped = useRef(tapped);
  const latest = useRef(choices);
  latest.current = choices;
  const pending = useRef<Choices | null>(null);
  const entry = useRef('');
  const opened = useRef(false);
  // writes what is pending, if the page still shows the entry it was chosen on
  const flush = useRef(() => {
    if (pending.current && currentEntry() === entry.current) keepChoices(key, pending.current);
    pending.current = null;
  }).current;

  useLayoutEffect(() => {
    entry.current = currentEntry();
    restore(readKeptChoices(key));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the page's first render
  }, []);

  useEffect(() => {
    // beforeunload: a reload's entry is taken before pagehide, which then writes too late for it (Chromium)
    window.addEventListener('beforeunload', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('click', flush, true);
    return () => {
      window.removeEventListener('beforeunload', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('click', flush, true);
      flush();
    };
  }, [flush]);

  useEffect(() => {
    // the opening render: the entry has these already (or what `restore` is bringing back)
    if (!opened.current) {
      opened.current = true;
      return;
    }
    pending.current = latest.current;
    if (tapped !== lastTapped.current) {
      lastTapped.current = tapped;
      flush();
      return;
    }
    const timer = setTimeout(flush, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [json, tapped, flush]);
}
