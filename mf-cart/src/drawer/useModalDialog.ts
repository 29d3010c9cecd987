import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const stayed = () => false;

/**
 * What makes a drawer a modal dialog while it is mounted: focus moves into
 * it and stays there (Tab and Shift+Tab wrap), Escape closes it, the page
 * behind does not scroll, and when it closes focus returns to `returnFocus`,
 * unless `leftForAnotherPage` says the shopper followed a link out of it (the
 * new page takes focus to its heading: the shell does that on every route change).
 */
export function useModalDialog(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  returnFocus: RefObject<HTMLElement | null>,
  leftForAnotherPage: () => boolean = stayed,
): void {
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const focusables = () =>
      Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables();
      if (list.length === 0) {
        event.preventDefault();
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes (a click behind, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) (focusables()[0] ?? element).focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);

    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    const returnTo = returnFocus.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      if (returnTo?.isConnected && !leftForAnotherPage()) returnTo.focus();
    };
  }, [panel, onClose, returnFocus, leftForAnotherPage]);
}
