import styled from '@emotion/styled';
import { color, fontSize } from '@giftshop/shared';
import { customizationLines, PERSONALIZATION_LABEL, type CartCustomization } from '@giftshop/shared/domain';
import { shopperTextWraps } from '../ui/shopperText';

/**
 * One choice a row ("Style: 15 oz Large"), as carts usually list them: no
 * separators between choices, so a narrow drawer never leaves a "·" dangling
 * at the end of a line (issue 33, item 8).
 */
const Choices = styled.dl({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: fontSize.sm,
  lineHeight: 1.45,
  color: color.inkMuted,
  // words wrap at spaces; only a word too long for the line (hostile text) is broken
  ...shopperTextWraps,
  'dt, dd': { display: 'inline', margin: 0 },
  // a real space between label and value: the line may break there, never inside the value's first word
  dt: { fontWeight: 600, whiteSpace: 'nowrap' },
});
const Text = styled.dd({ color: color.ink });

const choice = ({ label, value }: { label: string; value: string }) => (
  <div key={label} data-testid="line-choice">
    <dt>{label}:</dt> <dd>{value}</dd>
  </div>
);

/**
 * Everything the shopper chose for a line, labelled in their words, as the
 * order page reads it: the item's options (Style, Printing, Color, the design
 * by name), then the shopper's text with its lettering and color — so two
 * lines that differ only by lettering never look alike.
 */
export function CustomizationLines({ customization }: { customization: CartCustomization }) {
  const text = customization.personalizationText?.trim();
  const lines = customizationLines(customization);
  const options = lines.filter((l) => l.kind === 'option');
  const lettering = text ? lines.filter((l) => l.kind === 'text') : [];
  if (!text && options.length === 0) return null;
  return (
    <Choices data-testid="line-options">
      {options.map(choice)}
      {text && (
        <div data-testid="line-choice">
          {/* isolated (its own direction): right-to-left words or an override never pull the quotes out of place */}
          <dt>{PERSONALIZATION_LABEL}:</dt>{' '}
          <Text>
            “<bdi>{text}</bdi>”
          </Text>
        </div>
      )}
      {lettering.map(choice)}
    </Choices>
  );
}
