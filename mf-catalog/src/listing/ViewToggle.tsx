import styled from '@emotion/styled';
import { color, radius } from '@giftshop/shared';
import type { ViewMode } from './listingParams';

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

/** Grid or list, as two pressed/unpressed buttons. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange(view: ViewMode): void }) {
  return (
    <Group role="group" aria-label="View">
      <button type="button" aria-label="Grid View" aria-pressed={value === 'grid'} onClick={() => onChange('grid')}>
        <GridIcon />
      </button>
      <button type="button" aria-label="List View" aria-pressed={value === 'list'} onClick={() => onChange('list')}>
        <ListIcon />
      </button>
    </Group>
  );
}
