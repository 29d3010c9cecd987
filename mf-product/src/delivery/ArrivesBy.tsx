import styled from '@emotion/styled';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { arrivesByText, color, fontSize, formatDeliveryDay, space } from '@giftshop/shared';
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
 * the database works it out for this product ordered now. Says nothing while
 * loading or when the dates cannot be had (the page works without them).
 */
export function ArrivesBy({ productId }: { productId: number }) {
  // the page's query client; a product view rendered without one (its component tests) shows no dates
  return useContext(QueryClientContext) ? <ArrivalDates productId={productId} /> : null;
}

function ArrivalDates({ productId }: { productId: number }) {
  const { data } = useQuery(productDeliveryQuery(productId));
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
