import styled from '@emotion/styled';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { color, fontSize, space } from '@giftshop/shared';
import { arrivesByText, formatDeliveryDay } from '@giftshop/shared/domain';
import { productDeliveryQuery } from './productDeliveryQuery';

const Line = styled.p({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${space.sm}`,
  fontSize: fontSize.sm,
  color: color.inkMuted,
  strong: { color: color.success, fontWeight: 700 },
});

/**
 * "Arrives by Mon, Dec 28 with standard shipping (express: by Mon, Dec 21)", as
 * the database works it out for this product ordered now. While the dates are
 * asked for (an in-app visit: a full load has them from the server), the line
 * keeps its place, so the choices below it (Style, Color, Add to Cart) do not
 * move under a tap when they come; nothing when the dates cannot be had (the
 * page works without them).
 */
export function ArrivesBy({ productId }: { productId: number }) {
  // the page's query client; a product view rendered without one (its component tests) shows no dates
  return useContext(QueryClientContext) ? <ArrivalDates productId={productId} /> : null;
}

function ArrivalDates({ productId }: { productId: number }) {
  const { data, isPending, isError } = useQuery(productDeliveryQuery(productId));
  if (isPending && !isError) {
    // the line as it will be, unseen: the same words and pieces, so it wraps (and stands as tall) alike
    return (
      <Line data-testid="arrives-by-pending" css={{ visibility: 'hidden' }}>
        <span>
          <strong>Arrives by Wed, Sep 30</strong> with standard shipping
        </span>
        <span>(express: by Wed, Sep 23)</span>
      </Line>
    );
  }
  const [first, ...faster] = data ?? [];
  const text = arrivesByText(first?.arrivesLatest);
  if (!first || !text) return null;
  return (
    <Line data-testid="arrives-by">
      <span>
        <strong>{text}</strong> with {first.name.toLowerCase()} shipping
      </span>
      {faster.map((option) => {
        const day = formatDeliveryDay(option.arrivesLatest);
        return day ? (
          <span key={option.code}>
            ({option.name.toLowerCase()}: by {day})
          </span>
        ) : null;
      })}
    </Line>
  );
}
