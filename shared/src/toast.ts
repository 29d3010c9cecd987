import type { ShopBus } from './bus/createBus';
import type { ToastMessage } from './bus/contract';

/** Ask the shell's toast host to show a message. */
export function showToast(bus: ShopBus, toast: ToastMessage): void {
  bus.send('toast:show', toast);
}

/**
 * Room a modal dialog leaves at the top of the screen for the shell's toasts, where they cannot sit beside it (a
 * phone, where the cart drawer takes the whole width). A dialog marked with `TOAST_ROOM_ATTRIBUTE` starts at
 * `toastRoomTop`; while toasts are shown over it, the shell sets `TOAST_ROOM_PROPERTY` on `<html>` to the height
 * they take, so neither covers the other. A dialog without the mark keeps its place, and the toasts keep off its
 * controls instead.
 */
export const TOAST_ROOM_PROPERTY = '--shop-toast-room';
export const TOAST_ROOM_ATTRIBUTE = 'data-toast-room';
/** The top of a dialog that makes room: the toasts' height while they are shown over it, else 0. */
export const toastRoomTop = `var(${TOAST_ROOM_PROPERTY}, 0px)`;
