import styled from '@emotion/styled';
import { arrivesByText, color, fontSize, formatPrice, radius, space, type CartItem } from '@giftshop/shared';
import { useShippingOptions } from '../cart/useShippingOptions';

const Fieldset = styled.fieldset({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: space.sm,
  legend: { padding: 0, marginBottom: space.sm, fontWeight: 700 },
});
const Option = styled.label({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: space.sm,
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: color.accent, background: color.surfaceMuted },
  '&:has(input:focus-visible)': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  small: { display: 'block', color: color.inkMuted, fontSize: fontSize.sm },
});

/**
 * Checkout's shipping method: each method the server offers for this cart,
 * with its price and "Arrives by" date. The chosen code goes to price_cart and
 * place_order as `details.shipping_method`; the server prices it (and refuses
 * any other). `value` null: the first (standard) until the shopper picks.
 */
export function ShippingMethodChoice({
  items,
  value,
  onChange,
}: {
  items: readonly CartItem[];
  value: string | null;
  onChange: (code: string) => void;
}) {
  const { data, isError } = useShippingOptions(items);
  if (isError) return <p role="alert">Delivery dates could not be worked out just now; standard shipping applies.</p>;
  if (!data?.length) return null;
  const chosen = value ?? data[0]!.code;
  return (
    <Fieldset>
      <legend>Shipping method</legend>
      {data.map((option) => (
        <Option key={option.code}>
          <input
            type="radio"
            name="shipping_method"
            value={option.code}
            checked={chosen === option.code}
            onChange={() => onChange(option.code)}
          />
          <span>
            {option.name}
            {option.minDays !== null && option.maxDays !== null && (
              <small>
                {option.minDays}–{option.maxDays} business days after it is made
                {arrivesByText(option.arrivesLatest) ? ` · ${arrivesByText(option.arrivesLatest)}` : ''}
              </small>
            )}
          </span>
          <strong>{option.price === 0 ? 'Free' : option.price === null ? '' : formatPrice(option.price)}</strong>
        </Option>
      ))}
    </Fieldset>
  );
}
