import type { CartItem } from '@giftshop/shared';

/** What the drawer lists: a line on its own, or a group order's lines as one entry. */
export type CartEntry =
  { kind: 'line'; line: CartItem } | { kind: 'group'; id: string; name: string; lines: CartItem[]; itemCount: number };

/** The cart's lines as drawer entries, in cart order: a group sits where its first line is. */
export function cartEntries(items: readonly CartItem[]): CartEntry[] {
  const entries: CartEntry[] = [];
  const groups = new Map<string, Extract<CartEntry, { kind: 'group' }>>();
  for (const line of items) {
    if (!line.group) {
      entries.push({ kind: 'line', line });
      continue;
    }
    let group = groups.get(line.group.id);
    if (!group) {
      group = { kind: 'group', id: line.group.id, name: line.group.name, lines: [], itemCount: 0 };
      groups.set(line.group.id, group);
      entries.push(group);
    }
    group.lines.push(line);
    group.itemCount += line.quantity;
  }
  return entries;
}
