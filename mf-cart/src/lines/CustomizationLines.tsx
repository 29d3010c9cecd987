import styled from '@emotion/styled';
import { color, customizationLines, fontSize, type CartCustomization } from '@giftshop/shared';

const Lines = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: fontSize.sm,
  lineHeight: 1.45,
  color: color.inkMuted,
  // words wrap at spaces; only a word too long for the line (hostile text) is broken
  overflowWrap: 'break-word',
});
/** One line of choices that runs on and wraps: "Style: … · Printing: … · …". */
const Run = styled.dl({
  margin: 0,
  div: { display: 'inline' },
  'div:not(:last-of-type)::after': { content: '" · "' },
  'dt, dd': { display: 'inline', margin: 0 },
  dt: { fontWeight: 600, marginRight: 4, whiteSpace: 'nowrap' },
});
const Text = styled.dd({ color: color.ink });

const choice = ({ label, value }: { label: string; value: string }) => (
  <div key={label}>
    <dt>{label}:</dt>
    <dd>{value}</dd>
  </div>
);

/**
 * Everything the shopper chose for a line, labelled in their words, as the
 * order page reads it: the item's options on one line (Style, Printing,
 * Colour, the design by name), the shopper's text with its lettering and
 * colour on the next — so two lines that differ only by lettering never look alike.
 */
export function CustomizationLines({ customization }: { customization: CartCustomization }) {
  const text = customization.personalizationText?.trim();
  const lines = customizationLines(customization);
  const options = lines.filter((l) => l.kind === 'option');
  const lettering = text ? lines.filter((l) => l.kind === 'text') : [];
  if (!text && options.length === 0) return null;
  return (
    <Lines data-testid="line-options">
      {options.length > 0 && <Run>{options.map(choice)}</Run>}
      {text && (
        <Run>
          <div>
            <dt>Text:</dt>
            <Text>“{text}”</Text>
          </div>
          {lettering.map(choice)}
        </Run>
      )}
    </Lines>
  );
}
