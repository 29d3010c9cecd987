import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { color, fontSize, itemCountLabel, media, radius, space } from '@giftshop/shared';

/** Room kept at the summary's end for the Remove group button, which sits over it (a summary holds no button). */
const removeWidth = 112;

const Entry = styled.li({
  position: 'relative',
  borderBottom: `1px solid ${color.line}`,
  '> details > summary': {
    cursor: 'pointer',
    listStyle: 'none',
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    minHeight: 52,
    padding: `${space.sm} ${removeWidth}px ${space.sm} 0`,
    fontWeight: 700,
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2, borderRadius: radius.sm },
  },
  // the marker shows the entry opens, and turns down when it is open
  '> details[open] > summary [data-marker]': { transform: 'rotate(90deg)' },
});
const Marker = styled.span({
  flex: '0 0 auto',
  display: 'inline-block',
  width: '1em',
  color: color.inkMuted,
  transition: 'transform 120ms ease-out',
  [media.reducedMotion]: { transition: 'none' },
});
/** The group's name takes what room there is and wraps; the line count never does. */
const Name = styled.span({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });
const LineCount = styled.span({
  flex: '0 0 auto',
  whiteSpace: 'nowrap',
  fontSize: fontSize.sm,
  fontWeight: 400,
  color: color.inkMuted,
});
const RemoveGroup = styled.button({
  position: 'absolute',
  top: 4,
  right: 0,
  width: removeWidth - 8,
  minHeight: 44,
  padding: `0 ${space.xs}`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: color.inkMuted,
  fontSize: fontSize.sm,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:hover': { color: color.danger },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 0 },
});
const Lines = styled.ul({ listStyle: 'none', margin: 0, padding: `0 0 0 ${space.md}` });

/**
 * A group order in the drawer: one collapsible entry ("Team order · 24
 * items", ▸ turning ▾ when open), closed at first so a 200-row group opens the
 * drawer at once; each person's line stays editable inside it, and Remove
 * group takes all its lines out in one tap.
 */
export function GroupEntry({
  name,
  itemCount,
  lineCount,
  onRemove,
  children,
}: {
  name: string;
  itemCount: number;
  lineCount: number;
  /** Take every line of the group out of the cart. */
  onRemove: () => void;
  /** The group's lines, drawn only while the entry is open. */
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Entry data-testid="cart-group">
      {/* before the entry's lines in the focus order, so 200 open lines are not tabbed through to reach it */}
      <RemoveGroup type="button" aria-label={`Remove group ${name} from cart`} onClick={onRemove}>
        Remove group
      </RemoveGroup>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <Marker data-marker aria-hidden="true">
            ▸
          </Marker>
          <Name>
            {name} · {itemCountLabel(itemCount)}
          </Name>
          <LineCount>
            {lineCount} {lineCount === 1 ? 'line' : 'lines'}
          </LineCount>
        </summary>
        {open && <Lines aria-label={`${name}: one line per person`}>{children()}</Lines>}
      </details>
    </Entry>
  );
}
