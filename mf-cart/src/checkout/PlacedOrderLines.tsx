import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, font, fontSize, radius, space } from '@giftshop/shared';
import { type OrderLine } from '@giftshop/shared/domain';
import type { PlacedOrderEntry } from '../api/placedOrderLines';
import { GroupSummary } from '../lines/GroupSummary';
import { lineDifferences } from '../lines/lineNames';
import { shopperTextWraps } from '../ui/shopperText';

const Lines = styled.section({
  alignSelf: 'stretch',
  textAlign: 'left',
  // as the gift message's caption beside it in the card
  h2: { margin: `0 0 ${space.xs}`, fontFamily: font.body, fontSize: fontSize.md, fontWeight: 600 },
  '> ul': { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.xs },
});
const entryBox = {
  padding: `${space.sm} ${space.md}`,
  background: color.surfaceMuted,
  borderRadius: radius.md,
} as const;
/** A line on its own: what it is, in one row (a name or words the shopper typed wrap anywhere). */
const Line = styled.div({ ...entryBox, fontWeight: 600, ...shopperTextWraps });
/** A group: its name and item count; open it for one line per person (a 200-person roster stays one row). */
const Group = styled.details({
  ...entryBox,
  summary: { fontWeight: 600 },
  ul: { margin: `${space.xs} 0 0`, paddingLeft: space.lg, color: color.inkMuted, ...shopperTextWraps },
});

/**
 * "Team Tee × 1 · “AVA” · Size: M": what one line is, as the order page says it, and each other choice that tells
 * it from a line of the same product ("· Color: Gold": three ornaments in three colors read alike; QA sweep H-f).
 * The shopper's text is isolated (its own direction): right-to-left words or an override in it never turn its
 * quotes or the size around.
 */
function lineText(line: OrderLine, differs: readonly [string, string][] = []): ReactNode {
  const size = line.options.find((o) => o.kind === 'option' && o.label === 'Size');
  return (
    <>
      {line.name} × {line.quantity}
      {line.personalization && (
        <>
          {' · “'}
          <bdi>{line.personalization}</bdi>”
        </>
      )}
      {size && ` · ${size.label}: ${size.value}`}
      {differs
        .filter(([label]) => label !== 'Size')
        .map(([label, value]) => ` · ${label}: ${value}`)
        .join('')}
    </>
  );
}

/**
 * The confirmation's lines, every one of them (QA sweep H-h: only the group orders were listed), in the order's
 * order: a group order by the name the order keeps, its item count, and its lines inside (plain <details>, so it
 * opens from first paint; QA sweep #14); any other line as itself. Nothing until the lines are in.
 */
export function PlacedOrderLines({ entries }: { entries: readonly PlacedOrderEntry[] }) {
  if (entries.length === 0) return null;
  const lines = entries.flatMap((entry) => (entry.kind === 'line' ? [entry.line] : entry.lines));
  const differences = lineDifferences(
    lines.map((line) => ({
      name: line.name,
      text: line.personalization,
      choices: new Map(line.options.map((o) => [o.label, o.value])),
    })),
  );
  const differs = new Map(lines.map((line, i) => [line, differences[i]!.choices]));
  return (
    <Lines aria-labelledby="placed-lines-title">
      <h2 id="placed-lines-title">In your order</h2>
      <ul>
        {entries.map((entry, i) =>
          entry.kind === 'line' ? (
            <li key={`line-${i}`} data-testid="order-line">
              <Line>{lineText(entry.line, differs.get(entry.line))}</Line>
            </li>
          ) : (
            <li key={`group-${entry.key}`} data-testid="order-group">
              <Group>
                <GroupSummary name={entry.name} itemCount={entry.itemCount} />
                <ul aria-label={`${entry.name}: one line per person`}>
                  {entry.lines.map((line, j) => (
                    <li key={j}>{lineText(line, differs.get(line))}</li>
                  ))}
                </ul>
              </Group>
            </li>
          ),
        )}
      </ul>
    </Lines>
  );
}
