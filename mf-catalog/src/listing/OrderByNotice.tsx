import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { color, fontSize, orderByText, radius, space } from '@giftshop/shared';
import { fetchOccasionOrderBy } from '../api/occasions';

const Notice = styled.p({
  margin: `0 0 ${space.md}`,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: color.surfaceMuted,
  color: color.ink,
  fontSize: fontSize.sm,
  fontWeight: 600,
});

/** "Order by Dec 16 for Christmas" on a holiday category's page (nothing for other categories). */
export function OrderByNotice({ slug }: { slug: string }) {
  const { data } = useQuery({
    queryKey: ['catalog', 'order-by', slug],
    queryFn: () => fetchOccasionOrderBy(slug),
    staleTime: 30 * 60_000,
  });
  const text = data ? orderByText(data.orderBy, data.name) : null;
  return text ? <Notice data-testid="order-by">{text}</Notice> : null;
}
