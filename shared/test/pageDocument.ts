import { act } from 'react';
import { Window } from 'happy-dom';

/**
 * Runs `test` with a document (happy-dom's, at `url`) installed as the page's, and removes it after: for a test
 * that renders a page in Node, beside a real backend that cannot start in the browser-like test environment.
 */
export async function inDocument<T>(url: string, test: (document: Document) => Promise<T>): Promise<T> {
  const window = new Window({ url });
  const globals = globalThis as Record<string, unknown>;
  Object.assign(globals, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
  try {
    return await test(window.document as unknown as Document);
  } finally {
    delete globals.window;
    delete globals.document;
    delete globals.IS_REACT_ACT_ENVIRONMENT;
    await window.happyDOM.close();
  }
}

/** Waits (letting React work, in act) until `check` holds; fails after `ms`. */
export async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not so after ${ms} ms: ${check.toString()}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
}
