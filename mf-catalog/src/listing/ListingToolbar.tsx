import styled from '@emotion/styled';
import { media, space } from '@giftshop/shared';
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
  [media.mobile]: { marginLeft: 0, width: '100%', justifyContent: 'space-between' },
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
        <SortSelect value={params.sort} searching={params.q !== ''} onChange={(sort) => update({ sort })} />
        <ViewToggle value={params.view} onChange={(view) => update({ view })} />
      </Right>
    </Bar>
  );
}
