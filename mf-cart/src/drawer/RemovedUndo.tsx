import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { color, fontSize, media, radius, space } from '@giftshop/shared';
import { itemCountLabel } from '@giftshop/shared/domain';
import { textButton } from '../ui/textButton';

const Notice = styled.p({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: space.sm,
  margin: `${space.sm} ${space.lg} 0`,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  background: color.accentSoft,
  fontSize: fontSize.sm,
  [media.mobile]: { margin: `${space.sm} ${space.md} 0` },
});
const UndoButton = styled.button({ ...textButton, color: color.ink, font: 'inherit', fontWeight: 600 });

/**
 * After Remove Group, Remove or − at 1: what was taken out, and Undo, which puts it back as it was (a roster of up
 * to 200 names typed in, or one line's size, color and text, is never lost to one tap). The focus goes to Undo,
 * where the button that took it out was.
 */
export function RemovedUndo({
  name,
  quoted,
  count,
  onUndo,
}: {
  name: string;
  /** A group's name is the shopper's own words, quoted; a line is named by its product (and what tells it apart). */
  quoted: boolean;
  count: number;
  onUndo: () => void;
}) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), []);
  return (
    <Notice role="status" data-testid="removed-from-cart">
      <span>
        {quoted ? (
          <>
            “<bdi>{name}</bdi>”
          </>
        ) : (
          <bdi>{name}</bdi>
        )}{' '}
        ({itemCountLabel(count)}) was taken out of your cart.
      </span>
      <UndoButton ref={undo} type="button" aria-label={`Undo: Put ${name} Back in Your Cart`} onClick={onUndo}>
        Undo
      </UndoButton>
    </Notice>
  );
}
