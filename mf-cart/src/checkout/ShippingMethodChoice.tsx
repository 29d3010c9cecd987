import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { arrivesByText, type CartItem, type DeliveryOption } from '@giftshop/shared/domain';
import { useShippingOptions } from '../cart/useShippingOptions';
import { orderTotalLine } from '../ui/orderTotalLine';
import { choiceBox, choiceControl } from '../ui/choiceControl';

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
  ...choiceBox,
  borderRadius: radius.md,
  cursor: 'pointer',
  // drawn as every checkout choice is (it was the browser's own, blue and 13 px, beside payment's)
  input: { ...choiceControl, margin: 0 },
  '&:has(input:focus-visible)': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  small: { display: 'block', color: color.inkMuted, fontSize: fontSize.sm },
});
/**
 * A method's place while the server works the methods out: a row laid out as a real one (a typical method,
 * not shown), so nothing below moves under a tap when they come.
 */
const PendingOption = styled(Option.withComponent('div'))({
  position: 'relative',
  cursor: 'default',
  '> *': { visibility: 'hidden' },
  '> [role="status"]': { visibility: 'visible', position: 'absolute', left: space.md, top: space.sm },
});
const typicalMethod: DeliveryOption = {
  code: 'standard',
  name: 'Standard',
  minDays: 5,
  maxDays: 7,
  price: 14.95,
  arrivesEarliest: null,
  arrivesLatest: '2026-12-30',
};

/** What a method's row says: its name, how long it takes and when it arrives, and its price. */
function MethodText({ option }: { option: DeliveryOption }) {
  return (
    <>
      <span>
        {option.name}
        {option.minDays !== null && option.maxDays !== null && (
          <small>
            {option.minDays}–{option.maxDays} business days after it is made
            {arrivesByText(option.arrivesLatest) ? ` · ${arrivesByText(option.arrivesLatest)}` : ''}
          </small>
        )}
      </span>
      {/* the price in the totals' words (shared orderTotalLines): "Free", as the summary's Shipping line says it */}
      <strong>{option.price === null ? '' : orderTotalLine('shipping', option.price)?.amount}</strong>
    </>
  );
}

/**
 * Checkout's shipping method: each method the server offers for this cart,
 * with its price and "Arrives by" date. The chosen code goes to price_cart and
 * place_order as `details.shipping_method`; the server prices it (and refuses
 * any other). `value` null: the first (standard) until the shopper picks.
 * Until they come, two rows keep their place (the gift options below must not
 * move under a tap as they arrive).
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
  if (!data) {
    if (items.length === 0) return null;
    return (
      <Fieldset aria-busy="true">
        <legend>Shipping method</legend>
        {[0, 1].map((row) => (
          <PendingOption key={row}>
            <input type="radio" disabled tabIndex={-1} aria-hidden="true" />
            <MethodText option={typicalMethod} />
            {row === 0 && <span role="status">Working out delivery dates…</span>}
          </PendingOption>
        ))}
      </Fieldset>
    );
  }
  if (!data.length) return null;
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
          <MethodText option={option} />
        </Option>
      ))}
    </Fieldset>
  );
}
