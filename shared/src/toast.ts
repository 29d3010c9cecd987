import type { ShopBus } from './bus/createBus';
import type { ToastMessage } from './bus/contract';

/** Ask the shell's toast host to show a message. */
export function showToast(bus: ShopBus, toast: ToastMessage): void {
  bus.send('toast:show', toast);
}
