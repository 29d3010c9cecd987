import styled from '@emotion/styled';
import { color, fontSize, type CartCustomization } from '@giftshop/shared';
import { summarizeCustomization } from './customizationSummary';

const List = styled.dl({
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: 1.4,
  color: color.inkMuted,
  div: { overflowWrap: 'anywhere' },
  'dt, dd': { display: 'inline', margin: 0 },
  dt: { fontWeight: 600, marginRight: 4 },
});

/** A line's colour and personalization text, as the shopper chose them. */
export function CustomizationLines({ customization }: { customization: CartCustomization }) {
  const { color: chosenColor, text, textColor } = summarizeCustomization(customization);
  if (!chosenColor && !text) return null;
  return (
    <List>
      {chosenColor && (
        <div>
          <dt>Color:</dt>
          <dd>{chosenColor}</dd>
        </div>
      )}
      {text && (
        <div>
          <dt>Text:</dt>
          <dd>
            “{text}”{textColor ? ` in ${textColor}` : ''}
          </dd>
        </div>
      )}
    </List>
  );
}
