import styled from '@emotion/styled';
import { color, radius, useShopNavigation } from '@giftshop/shared';
import { fieldsKeptBesides, type ViewMode } from './listingParams';

// the toolbar's item (as the group was before it had a form): the toolbar places its last item, at the right under
// the sort box on the narrowest phones
const Sender = styled.form({ display: 'flex', flexShrink: 0 });
const Group = styled.div({
  display: 'inline-flex',
  // a phone's row squeezed the two 44 px buttons to 30 px each
  flexShrink: 0,
  border: `1.5px solid ${color.line}`,
  borderRadius: radius.pill,
  overflow: 'hidden',
  background: color.surface,
  button: {
    display: 'grid',
    placeItems: 'center',
    width: 44,
    flexShrink: 0,
    height: 41,
    border: 0,
    background: 'transparent',
    color: color.inkMuted,
    cursor: 'pointer',
    '&[aria-pressed="true"]': { background: color.ink, color: color.surface },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: -3 },
  },
});

const GridIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="currentColor">
    <rect x="1" y="1" width="7" height="7" rx="1.5" />
    <rect x="10" y="1" width="7" height="7" rx="1.5" />
    <rect x="1" y="10" width="7" height="7" rx="1.5" />
    <rect x="10" y="10" width="7" height="7" rx="1.5" />
  </svg>
);
const ListIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="currentColor">
    <rect x="1" y="2" width="16" height="3" rx="1.5" />
    <rect x="1" y="7.5" width="16" height="3" rx="1.5" />
    <rect x="1" y="13" width="16" height="3" rx="1.5" />
  </svg>
);

const views = [
  { view: 'grid', label: 'Grid View', Icon: GridIcon },
  { view: 'list', label: 'List View', Icon: ListIcon },
] as const;

/**
 * Grid or list, as two pressed/unpressed buttons. Without JavaScript they are a plain `<form method="get">` that
 * sends `view` with the address's other parameters (`fieldsKeptBesides`). It has no `action` of its own (it goes to
 * the page it is on), so a tap before the page responds is kept and done then (page-start.js), as before.
 */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange(view: ViewMode): void }) {
  const { search } = useShopNavigation();
  return (
    <Sender method="get" onSubmit={(event) => event.preventDefault()}>
      {fieldsKeptBesides(search, 'view').map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <Group role="group" aria-label="View">
        {views.map(({ view, label, Icon }) => (
          <button
            key={view}
            type="submit"
            aria-label={label}
            aria-pressed={value === view}
            name="view"
            value={view}
            onClick={(event) => {
              event.preventDefault();
              onChange(view);
            }}
          >
            <Icon />
          </button>
        ))}
      </Group>
    </Sender>
  );
}
