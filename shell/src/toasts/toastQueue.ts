import type { ToastMessage } from '@giftshop/shared';

export interface VisibleToast extends ToastMessage {
  key: number;
  durationMs: number;
}

/** Add a toast, keeping at most `max` visible: the oldest gives way to the newest. */
export function addToast(visible: VisibleToast[], toast: VisibleToast, max: number): VisibleToast[] {
  return [...visible, toast].slice(-max);
}

export function removeToast(visible: VisibleToast[], key: number): VisibleToast[] {
  return visible.filter((t) => t.key !== key);
}
