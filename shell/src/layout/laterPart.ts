import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A part whose code is a chunk of its own, loaded with `load()` before it is needed (the phone menu and More,
 * once the page responds). A part rendered once its code is in renders at once, as if it were never lazy:
 * `React.lazy` alone would suspend for a moment even then, and a keystroke in that moment (Tab into a menu just
 * opened) would go elsewhere. One rendered before its code is in suspends until it is, and stays that way:
 * switching a mounted part from the lazy one to the loaded one would remount it.
 */
export function laterPart<Props extends object>(
  loadComponent: () => Promise<ComponentType<Props>>,
): { Part: ComponentType<Props>; load: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    loadComponent().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Part(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { Part, load };
}
