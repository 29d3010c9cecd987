import styled from '@emotion/styled';
import { color, font, fontSize, radius, space, type OrderLine } from '@giftshop/shared';
import type { PlacedOrderGroup } from '../api/orderGroups';
import { GroupSummary } from '../lines/GroupSummary';
import { shopperTextWraps } from '../ui/shopperText';

const Groups = styled.section({
  alignSelf: 'stretch',
  textAlign: 'left',
  // as the gift message's caption beside it in the card
  h2: { margin: `0 0 ${space.xs}`, fontFamily: font.body, fontSize: fontSize.md, fontWeight: 600 },
  '> ul': { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.xs },
});
/** A group: its name and item count; open it for one line per person (a 200-person roster stays one row). */
const Group = styled.details({
  padding: `${space.sm} ${space.md}`,
  background: color.surfaceMuted,
  borderRadius: radius.md,
  summary: { fontWeight: 600 },
  ul: { margin: `${space.xs} 0 0`, paddingLeft: space.lg, color: color.inkMuted, ...shopperTextWraps },
});

/** "Team Tee × 1 · “AVA” · Size: M": what one person's line is, as the order page says it. */
function personLine(line: OrderLine): string {
  const size = line.options.find((o) => o.kind === 'option' && o.label === 'Size');
  return [
    `${line.name} × ${line.quantity}`,
    ...(line.personalization ? [`“${line.personalization}”`] : []),
    ...(size ? [`${size.label}: ${size.value}`] : []),
  ].join(' · ');
}

/**
 * The confirmation's group orders (QA sweep #14): each by the name the order keeps, its item count, and its
 * lines inside (plain <details>, so it opens from first paint). Nothing for an order without groups.
 */
export function PlacedOrderGroups({ groups }: { groups: readonly PlacedOrderGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <Groups aria-labelledby="group-orders-title">
      <h2 id="group-orders-title">{groups.length === 1 ? 'Your group order' : 'Your group orders'}</h2>
      <ul>
        {groups.map((group) => (
          <li key={group.name} data-testid="order-group">
            <Group>
              <GroupSummary name={group.name} itemCount={group.itemCount} />
              <ul aria-label={`${group.name}: one line per person`}>
                {group.lines.map((line, i) => (
                  <li key={i}>{personLine(line)}</li>
                ))}
              </ul>
            </Group>
          </li>
        ))}
      </ul>
    </Groups>
  );
}
