import styled from '@emotion/styled';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Button, color, fontSize, media, radius, space, useShopNavigation } from '@giftshop/shared';
import { fieldsKeptBesides, sortOptions, type SortKey } from './listingParams';

/** Keys that change a closed select's choice where they are pressed (Chromium on Linux and Windows), one step each. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
const isStepKey = (event: KeyboardEvent) =>
  !event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  // a letter jumps to the choice it starts (type-ahead), as an arrow steps
  (STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' '));

const Field = styled.form({
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

/**
 * The listing's sort. A choice from the open list is a new history entry, so Back returns to the order before it.
 * The arrow keys (and type-ahead) on the closed box change the choice at each press: the first press of such a run is
 * a new entry and the next ones refine it in place, so Back returns to the order before the run instead of walking
 * through every order passed over. The run ends when the box loses focus or a choice comes from the list.
 * Without JavaScript it is a plain `<form method="get">` with a Sort button.
 * While searching, the default order is the search's: best matches first (then rating and popularity).
 */
export function SortSelect({
  value,
  onChange,
  searching = false,
}: {
  value: SortKey;
  onChange(sort: SortKey, options: { replace: boolean }): void;
  searching?: boolean;
}) {
  const id = useId();
  const { pathname, search } = useShopNavigation();
  // The last key pressed on the box steps its choice (its change comes with the key, not from the open list).
  const stepped = useRef(false);
  // The order this box's keys put in the URL last, while further keys refine that entry.
  const keyed = useRef<SortKey | null>(null);
  const change = (sort: SortKey) => {
    const byKey = stepped.current;
    stepped.current = false;
    onChange(sort, { replace: byKey && keyed.current === value });
    keyed.current = byKey ? sort : null;
  };
  return (
    <Field method="get" action={pathname} onSubmit={(event) => event.preventDefault()}>
      {fieldsKeptBesides(search, 'sort').map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        value={value}
        onKeyDown={(event) => {
          stepped.current = isStepKey(event);
        }}
        onPointerDown={() => {
          stepped.current = false;
        }}
        onBlur={() => {
          keyed.current = null;
        }}
        onChange={(e) => change(e.target.value as SortKey)}
      >
        {sortOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {searching && o.value === 'featured' ? 'Best match' : o.label}
          </option>
        ))}
      </select>
      {/* only without JavaScript: a select alone never sends its form */}
      <noscript>
        <Button variant="secondary" type="submit">
          Sort
        </Button>
      </noscript>
    </Field>
  );
}
