import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { GroupSummary } from '../lines/GroupSummary';

/** Room kept at the summary's end for the Remove Group button, which sits over it (a summary holds no button). */
const removeWidth = 112;

const Entry = styled.li({
  position: 'relative',
  borderBottom: `1px solid ${color.line}`,
  '> details > summary': {
    minHeight: 52,
    // the first line of the name level with Remove Group's words (a 44 px button 4 px down)
    padding: `14px ${removeWidth}px ${space.sm} 0`,
    fontWeight: 700,
  },
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
 * drawer at once; a long name is kept to two lines until it is opened (and is
 * its title). Each person's line stays editable inside it, and Remove Group
 * takes all its lines out in one tap.
 */
export function GroupEntry({
  name,
  itemCount,
  onRemove,
  children,
}: {
  name: string;
  itemCount: number;
  /** Take every line of the group out of the cart. */
  onRemove: () => void;
  /** The group's lines, drawn only while the entry is open. */
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Entry data-testid="cart-group">
      {/* before the entry's lines in the focus order, so 200 open lines are not tabbed through to reach it */}
      <RemoveGroup type="button" aria-label={`Remove Group ${name} From Cart`} onClick={onRemove}>
        Remove Group
      </RemoveGroup>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <GroupSummary name={name} itemCount={itemCount} clamp={2} />
        {open && <Lines aria-label={`${name}: one line per person`}>{children()}</Lines>}
      </details>
    </Entry>
  );
}
