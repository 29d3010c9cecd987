import styled from '@emotion/styled';
import { color, fontSize, radius } from '@giftshop/shared';
import { RoundIconButton } from '../ui/RoundIconButton';

const Group = styled.div({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  border: `1px solid ${color.line}`,
  borderRadius: radius.pill,
  background: color.surface,
});
const Step = styled(RoundIconButton)({
  fontSize: fontSize.lg,
  lineHeight: 1,
  '&:focus-visible': { outlineOffset: -3 },
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
      <Step type="button" aria-label={`Decrease Quantity of ${name}`} onClick={() => onChange(quantity - 1)}>
        −
      </Step>
      <Count aria-live="polite" aria-label={`Quantity ${quantity}`}>
        {quantity}
      </Count>
      <Step
        type="button"
        aria-label={`Increase Quantity of ${name}`}
        // at the most, unavailable and doing nothing, but keeping the focus: a disabled button dropped it to the
        // page (QA sweep H-e)
        aria-disabled={quantity >= max}
        onClick={() => quantity < max && onChange(quantity + 1)}
      >
        +
      </Step>
    </Group>
  );
}
