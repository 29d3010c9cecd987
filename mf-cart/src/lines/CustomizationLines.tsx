import styled from '@emotion/styled';
import { color, customizationLines, fontSize, type CartCustomization } from '@giftshop/shared';

const List = styled.dl({
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: 1.45,
  color: color.inkMuted,
  // words wrap at spaces; only a word too long for the line (hostile text) is broken
  overflowWrap: 'break-word',
  'dt, dd': { display: 'inline', margin: 0 },
  dt: { fontWeight: 600, marginRight: 4, whiteSpace: 'nowrap' },
  // the options run on as one wrapping line, "Style: … · Printing: … · …", to keep lines short
  '[data-option]': { display: 'inline' },
  '[data-option]:not(:last-of-type)::after': { content: '" · "' },
});
const Text = styled.dd({ color: color.ink });

/**
 * Everything the shopper chose for a line, labelled in their words: the
 * shopper's text (quoted), then each option — Style, Printing, Colour, the
 * design by name, Lettering, Text colour — so two lines that differ only by
 * lettering never look alike.
 */
export function CustomizationLines({ customization }: { customization: CartCustomization }) {
  const text = customization.personalizationText?.trim();
  const options = customizationLines(customization);
  if (!text && options.length === 0) return null;
  return (
    <List data-testid="line-options">
      {text && (
        <div>
          <dt>Text:</dt>
          <Text>“{text}”</Text>
        </div>
      )}
      {options.map(({ label, value }) => (
        <div key={label} data-option>
          <dt>{label}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
