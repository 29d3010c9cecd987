import styled from '@emotion/styled';
import { useId } from 'react';
import { color, fontSize, media, radius, space } from '@giftshop/shared';
import { sortOptions, type SortKey } from './listingParams';

const Field = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  // on a phone the select gives up the room the grid/list buttons need (else the row scrolls sideways)
  minWidth: 0,
  label: { fontSize: fontSize.sm, color: color.inkMuted, whiteSpace: 'nowrap' },
  // A phone's row has no room for both the words and the longest choice ('Price: Low to H' at 375 px): there the
  // choice, which names the order itself, has the row, and "Sort by" stays the box's name for screen readers.
  [media.mobile]: {
    label: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
  },
  select: {
    minWidth: 0,
    height: 44,
    padding: `0 ${space.md}`,
    border: `1.5px solid ${color.line}`,
    borderRadius: radius.pill,
    background: color.surface,
    color: color.ink,
    fontSize: fontSize.md,
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  },
});

/** While searching, the default order is the search's: best matches first (then rating and popularity). */
export function SortSelect({
  value,
  onChange,
  searching = false,
}: {
  value: SortKey;
  onChange(sort: SortKey): void;
  searching?: boolean;
}) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as SortKey)}>
        {sortOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {searching && o.value === 'featured' ? 'Best match' : o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
