import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { isHydrating, pageResponds } from '../remotes/slotRendering';

/** While the server's page hydrates and has not responded yet, waits (React keeps the server's HTML meanwhile). */
function WaitForPage({ children }: { children: ReactNode }) {
  if (typeof document !== 'undefined' && isHydrating() && !document.documentElement.dataset.hydrated) use(pageResponds);
  return children;
}

/**
 * A part of the frame no page needs to respond (the footer, below the first screen; the toast host). On a page
 * the server rendered, React takes it over only after the page responds, by itself and without a tap: its own
 * Suspense boundary keeps the server's HTML until then (its links are plain links meanwhile), also while its
 * code (a chunk of its own) still loads. Elsewhere (the server, a page rendered in the browser, a later page) it
 * renders as usual.
 */
export function HydrateAfterResponds({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <WaitForPage>{children}</WaitForPage>
    </Suspense>
  );
}

/**
 * A frame part's code, loaded on first render (`React.lazy`): the footer, the toast host, the header's search
 * suggestions, the shell's own pages. When it cannot load (a network drop, a release that removed the old files),
 * the part is left out (or `leftOut` stands in for it: a page says it could not load) and the console says
 * which; the page goes on. A failed load thrown into React would take the whole page down (the frame has no error
 * boundary above it), and a part left waiting for good would hold every later navigation: a transition waits for
 * a boundary that never hydrates.
 */
export function lazyFramePart<Props extends object>(
  part: string,
  load: () => Promise<ComponentType<Props>>,
  leftOut: ComponentType<Props> = () => null,
): ComponentType<Props> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`The shop's ${part} could not load; the page goes on without it.`, error);
        return { default: leftOut };
      },
    ),
  );
}
