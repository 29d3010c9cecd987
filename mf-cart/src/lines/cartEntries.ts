import { lineEntries, type CartItem, type LineEntry } from '@giftshop/shared/domain';

/** What the drawer lists: a line on its own, or a group order's lines as one entry (its key is the group's id). */
export type CartEntry = LineEntry<CartItem>;

/** The cart's lines as drawer entries, in cart order: a group (by its id) sits where its first line is. */
export function cartEntries(items: readonly CartItem[]): CartEntry[] {
  return lineEntries(items, (line) => (line.group ? { key: line.group.id, name: line.group.name } : null));
}
