import styled from '@emotion/styled';
import { color, media, radius, space } from '@giftshop/shared';
import { itemCountLabel } from '@giftshop/shared/domain';

const Summary = styled.summary({
  cursor: 'pointer',
  // the marker is ours, in a column of its own: the browser's sat alone on a line above a long unbroken name
  listStyleType: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  display: 'flex',
  alignItems: 'baseline',
  gap: space.xs,
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2, borderRadius: radius.sm },
});
/** ▸, turning ▾ while the group is open. */
const Marker = styled.span({
  flex: '0 0 1em',
  color: color.inkMuted,
  transition: 'transform 120ms ease-out',
  [media.reducedMotion]: { transition: 'none' },
  'details[open] > summary > &': { transform: 'rotate(90deg)' },
});
/**
 * The group's name and its count, beside the marker: the name takes what room there is and wraps anywhere (a
 * name can be 100 letters and no space), the count follows it, never broken.
 */
const Heading = styled.span<{ clamp?: number }>(({ clamp }) => ({
  flex: '0 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
  ...(clamp
    ? {
        // closed, the name at most `clamp` lines and the count beside it; open, the whole name, the count after it
        'details:not([open]) > summary > &': { display: 'flex', alignItems: 'baseline', gap: space.xs },
        'details:not([open]) > summary > & > [data-group-name]': {
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: clamp,
          overflow: 'hidden',
          minWidth: 0,
        },
      }
    : {}),
}));
const Count = styled.span({ flex: '0 0 auto', whiteSpace: 'nowrap' });

/**
 * The <summary> of a group order's <details> (the drawer, checkout's summary, the confirmation): the marker,
 * then the group's name and its item count ("▸ Team order · 24 items"), the name wrapping beside the marker,
 * never below it; `clamp` keeps a long name to so many lines while the group is closed (the whole name is its
 * title, and shows when the group is opened).
 */
export function GroupSummary({ name, itemCount, clamp }: { name: string; itemCount: number; clamp?: number }) {
  return (
    <Summary>
      <Marker data-marker aria-hidden="true">
        ▸
      </Marker>
      <Heading clamp={clamp}>
        <span data-group-name title={clamp ? name : undefined}>
          {name}
        </span>{' '}
        <Count>· {itemCountLabel(itemCount)}</Count>
      </Heading>
    </Summary>
  );
}
