import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, fontSize, space } from '@giftshop/shared';
import { itemCountLabel, orderLineEntries, type OrderLine } from '@giftshop/shared/domain';

const Lines = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
/** A group order: its name and item count, then its lines, set in a little (as the cart drawer lists it). */
const Group = styled.li({
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${color.line}`,
  '&:last-child': { borderBottom: 0, paddingBottom: 0 },
  // what the shopper named the group wraps anywhere, never widening the page
  '> strong': { display: 'block', fontSize: fontSize.sm, overflowWrap: 'anywhere' },
  '> ul': { paddingLeft: space.md },
});

/**
 * An order's Items list: a line on its own, or a group order's lines together under its name
 * (order_items.group_name; shared orderLineEntries, as the order e-mails list them). `children` draws one
 * line (an OrderLineItem) from the line and its place in the order. The signed-in order page and the
 * guest's private-link page both list their lines with it.
 */
export function OrderLineList<Line extends OrderLine>({
  lines,
  children,
}: {
  lines: readonly Line[];
  children: (line: Line, index: number) => ReactNode;
}) {
  const place = new Map(lines.map((line, index) => [line, index]));
  const drawn = (line: Line) => children(line, place.get(line) ?? 0);
  return (
    <Lines>
      {orderLineEntries(lines).map((entry) =>
        entry.kind === 'line' ? (
          drawn(entry.line)
        ) : (
          <Group key={`group-${entry.key}`} data-testid="order-group">
            <strong>
              {entry.name} · {itemCountLabel(entry.itemCount)}
            </strong>
            <Lines aria-label={`${entry.name}: one line per person`}>{entry.lines.map(drawn)}</Lines>
          </Group>
        ),
      )}
    </Lines>
  );
}
