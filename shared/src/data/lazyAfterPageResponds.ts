import { lazy, type ComponentType } from 'react';
import { afterPageResponds } from './pageResponds';

export type LoadsLater<Props extends object> = ComponentType<Props> & {
  /** Starts loading the part's code (once the page responds) and resolves when it is in. */
  load: () => Promise<unknown>;
};

/**
 * A part of a page whose code loads only once the page responds (issue 31): a chunk of its own, left out of what
 * the page needs to respond (a product's tabs, the home page's lower sections). Its Suspense boundary keeps the
 * server's HTML until the code is in, and a tap on it meanwhile is kept (mark the part's root
 * `data-hydrates-later` until `useHydrated`, shell/public/page-start.js). On the server, on a page rendered in the
 * browser and after the page responded, the code loads at once; the server's prefetch loads it before the render
 * (`load`), so the render never waits for it. When it cannot load (a network drop, a release that removed the old
 * files), `failed` shows instead and the console says which part. Since shared 1.16.0.
 */
export function lazyAfterPageResponds<Props extends object>(
  part: string,
  code: () => Promise<ComponentType<Props>>,
  failed: ComponentType<Props>,
): LoadsLater<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    (loading ??= new Promise<void>((responds) => afterPageResponds(responds))
      .then(code)
      .catch((error: unknown) => {
        console.error(`The shop's ${part} could not load.`, error);
        return failed;
      })
      .then((component) => (loaded = component)));
  // Code already in is handed to React at once (a thenable that settles as it is asked), so a render after
  // `load` never suspends: React.lazy reads a module that settles within `then` straight away.
  const LoadsLater = lazy(() =>
    loaded
      ? ({
          then: (settle: (module: { default: ComponentType<Props> }) => void) => settle({ default: loaded! }),
        } as never)
      : load().then((component) => ({ default: component })),
  );
  return Object.assign(LoadsLater, { load }) as unknown as LoadsLater<Props>;
}
