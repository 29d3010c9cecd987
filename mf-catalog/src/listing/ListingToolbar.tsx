import styled from '@emotion/styled';
import { media, Skeleton, space } from '@giftshop/shared';
import type { ListingParams } from './listingParams';
import { SearchField } from './SearchField';
import { SortSelect } from './SortSelect';
import { ViewToggle } from './ViewToggle';

const Bar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
  marginBottom: space.md,
});
const Right = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  marginLeft: 'auto',
  [media.mobile]: {
    marginLeft: 0,
    width: '100%',
    justifyContent: 'space-between',
    // the narrowest phones (320 px) have no room for the sort box's longest choice and grid/list on one row: the
    // choice stays whole ('Price: Low to High' was cut to 174 of its 199 px) and grid/list goes under it, at the right
    flexWrap: 'wrap',
    rowGap: space.sm,
    '& > :last-child': { marginLeft: 'auto' },
  },
});

/** Search, sort and grid/list: everything here lives in the URL. */
export function ListingToolbar({
  params,
  searchLabel,
  update,
}: {
  params: ListingParams;
  searchLabel: string;
  update(changes: Partial<ListingParams>, options?: { replace?: boolean }): void;
}) {
  return (
    <Bar>
      <SearchField value={params.q} label={searchLabel} onSearch={(q, options) => update({ q }, options)} />
      <Right>
        <SortSelect
          value={params.sort}
          searching={params.q !== ''}
          onChange={(sort, options) => update({ sort }, options)}
        />
        <ViewToggle value={params.view} onChange={(view) => update({ view })} />
      </Right>
    </Bar>
  );
}

/**
 * The toolbar's place while what is above it is still to come (a category's
 * header and notice): no controls yet, so none can move under a tap when the
 * header comes and pushes the listing down.
 */
export function ListingToolbarPlaceholder() {
  return (
    <Bar aria-hidden="true" data-testid="listing-toolbar-placeholder">
      <Skeleton round height={44} css={{ flex: '1 1 260px', maxWidth: 420 }} />
      <Right>
        <Skeleton round height={44} width={200} />
        <Skeleton round height={41} width={88} />
      </Right>
    </Bar>
  );
}
