import styled from '@emotion/styled';
import { color, fontSize, radius } from '@giftshop/shared';

const Group = styled.div({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${color.line}`,
  borderRadius: radius.pill,
  background: color.surface,
});
const Step = styled.button({
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: color.ink,
  fontSize: fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: color.surfaceMuted },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: -3 },
  '&:disabled': { color: color.inkMuted, opacity: 0.5, cursor: 'not-allowed' },
});
const Count = styled.output({ minWidth: 28, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

/** − quantity + for one cart line. At 1, − takes the line out of the cart. */
export function QuantityStepper({
  name,
  quantity,
  max,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <Group role="group" aria-label={`Quantity of ${name}`}>
      <Step type="button" aria-label={`Decrease quantity of ${name}`} onClick={() => onChange(quantity - 1)}>
        −
      </Step>
      <Count aria-live="polite" aria-label={`Quantity ${quantity}`}>
        {quantity}
      </Count>
      <Step
        type="button"
        aria-label={`Increase quantity of ${name}`}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </Step>
    </Group>
  );
}
