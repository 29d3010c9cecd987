import styled from '@emotion/styled';
import { color, fontSize, getShopConfig, ShopLink, space, VisuallyHidden } from '@giftshop/shared';
import { formatPrice, type CartItem } from '@giftshop/shared/domain';
import { lineTotal } from '../cart/shipping';
import { CustomizationLines } from '../lines/CustomizationLines';
import { LineImage } from '../lines/LineImage';
import { QuantityStepper } from './QuantityStepper';
import { shopperTextWraps } from '../ui/shopperText';
import { textButton } from '../ui/textButton';

const Row = styled.li({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: space.md,
  padding: `${space.md} 0`,
  borderBottom: `1px solid ${color.line}`,
  alignItems: 'start',
});
const Info = styled.div({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 });
const Name = styled.h3({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: 600,
  lineHeight: 1.3,
  ...shopperTextWraps,
  // the name is a 44 px tap target (it was 38 px: QA sweep H-f), its text in the middle of it
  a: { color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'center', minHeight: 44 },
  'a:hover': { textDecoration: 'underline' },
});
const Unit = styled.span({ fontSize: fontSize.sm, color: color.inkMuted });
const Side = styled.div({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: space.sm });
const Total = styled.span({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
const Remove = styled.button({
  ...textButton,
  color: color.inkMuted,
  fontSize: fontSize.sm,
  '&:hover': { color: color.danger },
});

/** One line of the cart drawer: picture, name, unit price, − / +, choices, line total and remove. */
export function CartLineRow({
  line,
  label = line.name,
  onQuantity,
  onRemove,
  onNavigate,
}: {
  line: CartItem;
  /** The line's name for a screen reader: its product's, and what tells it from lines of the same product. */
  label?: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onNavigate: () => void;
}) {
  return (
    <Row aria-label={label}>
      <LineImage path={line.image} />
      <Info>
        <Name>
          {line.productSku ? (
            <ShopLink to={`/product/${encodeURIComponent(line.productSku)}`} onClick={onNavigate}>
              {line.name}
            </ShopLink>
          ) : (
            line.name
          )}
        </Name>
        <Unit>{formatPrice(line.price)} each</Unit>
        {/* under the name, before the choices: a personalized line's choices run to eight rows, and the stepper
            after them was under the footer on a phone (QA sweep H-c at 375 × 667) */}
        <QuantityStepper
          name={label}
          quantity={line.quantity}
          max={getShopConfig().maxQuantity}
          onChange={onQuantity}
        />
        <CustomizationLines customization={line.customization} />
      </Info>
      <Side>
        <Total>
          <VisuallyHidden>Line total </VisuallyHidden>
          {formatPrice(lineTotal(line))}
        </Total>
        <Remove type="button" aria-label={`Remove ${label} From Cart`} onClick={onRemove}>
          Remove
        </Remove>
      </Side>
    </Row>
  );
}
