import { color } from '@giftshop/shared';

/**
 * A checkout choice's radio button or checkbox: 20 px, in the shop's accent, as every choice on checkout draws it
 * (the shipping method, payment, gift options, a saved address, the proof's spelling check).
 */
export const choiceControl = { width: 20, height: 20, accentColor: color.accent, flex: 'none' } as const;
