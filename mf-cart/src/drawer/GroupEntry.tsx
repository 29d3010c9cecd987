import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { color, fontSize, space } from '@giftshop/shared';

const Entry = styled.li({
  borderBottom: `1px solid ${color.line}`,
  '> details > summary': {
    cursor: 'pointer',
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: space.sm,
    minHeight: 52,
    padding: `${space.sm} 0`,
    fontWeight: 700,
  },
});
const Lines = styled.ul({ listStyle: 'none', margin: 0, padding: `0 0 0 ${space.md}` });

/**
 * A group order in the drawer: one collapsible entry ("Team order · 24
 * items"), closed at first so a 200-row group opens the drawer at once; each
 * person's line stays editable inside it.
 */
export function GroupEntry({
  name,
  itemCount,
  lineCount,
  children,
}: {
  name: string;
  itemCount: number;
  lineCount: number;
  /** The group's lines, drawn only while the entry is open. */
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Entry data-testid="cart-group">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span>
            {name} · {itemCount} {itemCount === 1 ? 'item' : 'items'}
          </span>
          <span css={{ fontSize: fontSize.sm, fontWeight: 400, color: color.inkMuted }}>
            {lineCount} {lineCount === 1 ? 'line' : 'lines'}
          </span>
        </summary>
        {open && <Lines aria-label={`${name}: one line per person`}>{children()}</Lines>}
      </details>
    </Entry>
  );
}
