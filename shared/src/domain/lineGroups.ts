/**
 * A list of lines as a shopper reads it: a line on its own, or a group
 * order's lines (a roster: a team's shirts, one line per person) as one entry
 * under the group's name. The cart drawer lists the cart with it (a group by
 * its id), the order page, the confirmation and the order e-mails list an
 * order with it (a group by the name the order keeps: order_items.group_name,
 * 20250609018000_order_item_groups.sql). One home for both.
 */

/** A line on its own, or a group's lines as one entry, where its first line is. */
export type LineEntry<Line> =
  { kind: 'line'; line: Line } | { kind: 'group'; key: string; name: string; lines: Line[]; itemCount: number };

/** Which group a line is part of (`key` tells groups apart, `name` is shown), or none. */
export type GroupOf<Line> = (line: Line) => { key: string; name: string } | null | undefined;

/** The lines as entries, in their order: a group sits where its first line is, with every line of it. */
export function lineEntries<Line extends { quantity: number }>(
  lines: readonly Line[],
  groupOf: GroupOf<Line>,
): LineEntry<Line>[] {
  const entries: LineEntry<Line>[] = [];
  const groups = new Map<string, Extract<LineEntry<Line>, { kind: 'group' }>>();
  for (const line of lines) {
    const of = groupOf(line);
    if (!of) {
      entries.push({ kind: 'line', line });
      continue;
    }
    let group = groups.get(of.key);
    if (!group) {
      group = { kind: 'group', key: of.key, name: of.name, lines: [], itemCount: 0 };
      groups.set(of.key, group);
      entries.push(group);
    }
    group.lines.push(line);
    group.itemCount += line.quantity;
  }
  return entries;
}

/** An order's lines as entries: the lines of one group order (by the name the order keeps) together. */
export function orderLineEntries<Line extends { quantity: number; group?: string }>(
  lines: readonly Line[],
): LineEntry<Line>[] {
  return lineEntries(lines, (line) => (line.group ? { key: line.group, name: line.group } : null));
}

/** "24 items", "1 item": a group's heading counts the items it holds. */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
