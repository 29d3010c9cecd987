import { useEffect, useState, type RefObject } from 'react';
import { toastPlacement, type Box, type ToastOffsets } from './toastPlacement';

/** What a toast must never cover in an open dialog: its controls, and its results (`<output>`: the cart's total). */
const CONTROLS = 'a[href], button, input, select, textarea, output, [tabindex]:not([tabindex="-1"])';

const box = (element: Element): Box => {
  const { top, left, right, bottom } = element.getBoundingClientRect();
  return { top, left, right, bottom };
};

/** An open modal dialog anywhere in the page (a remote's cart drawer), and where its controls and results are. */
function openDialog(): { dialog: Box; controls: Box[] } | null {
  const dialog = [...document.querySelectorAll('[aria-modal="true"]')].find(
    (element) => element.getClientRects().length > 0,
  );
  if (!dialog) return null;
  const controls = [...dialog.querySelectorAll(CONTROLS)].map(box).filter((c) => c.right > c.left && c.bottom > c.top);
  return { dialog: box(dialog), controls };
}

/** A field the shopper types in or chooses from (not a button, a box to tick or a radio). */
const TYPED_IN =
  'input:not([type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"], [type="hidden"]), textarea, select, [contenteditable="true"]';

/**
 * The field that has focus and the rest of its form (fields, buttons, messages), where they are on screen; none
 * when focus is in no field.
 */
function typingIn(): Box[] {
  const field = document.activeElement;
  if (!field?.matches(TYPED_IN)) return [];
  const form = field.closest('form');
  const parts = form ? [field, ...form.querySelectorAll(`${CONTROLS}, [role="alert"], [role="status"]`)] : [field];
  return parts.map(box).filter((c) => c.right > c.left && c.bottom > c.top);
}

const same = (a: ToastOffsets | null, b: ToastOffsets | null) =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * While toasts are shown, keeps them off an open modal dialog (beside it),
 * or at least off its controls, and
 * off the form the shopper is typing in when no dialog is open: checked every frame,
 * because a drawer may open (and slide in), or focus move, while a toast is up.
 */
export function useToastPlacement(region: RefObject<HTMLElement | null>, active: boolean): ToastOffsets | null {
  const [placement, setPlacement] = useState<ToastOffsets | null>(null);
  useEffect(() => {
    if (!active) {
      setPlacement(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      const stack = region.current;
      if (stack) {
        const open = openDialog();
        const next = toastPlacement({
          viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
          stackHeight: stack.getBoundingClientRect().height,
          dialog: open?.dialog ?? null,
          controls: open?.controls ?? [],
          typingIn: open ? [] : typingIn(),
        });
        setPlacement((current) => (same(current, next) ? current : next));
      }
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [region, active]);
  return placement;
}
