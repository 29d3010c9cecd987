import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { orderByText } from '@giftshop/shared/domain';
import { orderByQuery } from './orderByQuery';

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
  const { data } = useQuery(orderByQuery(slug));
  const text = data ? orderByText(data.orderBy, data.name) : null;
  return text ? <Notice data-testid="order-by">{text}</Notice> : null;
}
