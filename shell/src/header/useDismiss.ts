import { useEffect, type RefObject } from 'react';

/**
 * Close a popup on Escape (returning focus to its toggle), on a click
 * outside it, or when focus moves outside it (Tab past its last link), so
 * an open popup never hides the element that has focus.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  refs: { panel: RefObject<HTMLElement | null>; toggle: RefObject<HTMLElement | null> },
) {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !refs.panel.current?.contains(target) && !refs.toggle.current?.contains(target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        refs.toggle.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close, refs.panel, refs.toggle]);
}
