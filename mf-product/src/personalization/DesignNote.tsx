import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';

const Note = styled.p({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  borderLeft: `4px solid ${color.accent}`,
  background: color.accentSoft,
  color: color.ink,
  fontSize: fontSize.sm,
  // it quotes the shopper's text, which may be one long word
  overflowWrap: 'anywhere',
});

/** What a design change did to the shopper's text, said plainly and announced politely. */
export function DesignNote({ children }: { children: string }) {
  return (
    <Note role="status" data-testid="design-note">
      {children}
    </Note>
  );
}
