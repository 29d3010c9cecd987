import styled from '@emotion/styled';
import { color, fontSize, type CartCustomization } from '@giftshop/shared';
import { summarizeCustomization } from './customizationSummary';

const List = styled.dl({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 6,
  fontSize: fontSize.sm,
  color: color.inkMuted,
  dt: { fontWeight: 600 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});

/** A line's colour and personalization text, as the shopper chose them. */
export function CustomizationLines({ customization }: { customization: CartCustomization }) {
  const { color: chosenColor, text, textColor } = summarizeCustomization(customization);
  if (!chosenColor && !text) return null;
  return (
    <List>
      {chosenColor && (
        <>
          <dt>Color:</dt>
          <dd>{chosenColor}</dd>
        </>
      )}
      {text && (
        <>
          <dt>Text:</dt>
          <dd>
            “{text}”{textColor ? ` in ${textColor}` : ''}
          </dd>
        </>
      )}
    </List>
  );
}
