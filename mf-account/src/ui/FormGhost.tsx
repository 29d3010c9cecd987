import styled from '@emotion/styled';
import type { ComponentProps, ReactNode } from 'react';
import { Button, Skeleton } from '@giftshop/shared';
import { fieldWrapStyle, hintStyle, inputStyle, labelStyle } from './TextField';

const Wrap = styled.div(fieldWrapStyle);
const Label = styled.div(labelStyle);
const Hint = styled.p(hintStyle);
/** An input's box (its border, padding and height), empty: what an input looks like before it can be used. */
const Box = styled.div({
  ...inputStyle(false),
  display: 'flex',
  alignItems: 'center',
  height: 46,
  '&:hover': undefined,
});

/**
 * A form's stand-in while what it needs is on its way (the session check, the
 * profile): the real form's labels, boxes and buttons, laid out as the real
 * form lays them out, so nothing below moves when the form comes. Nothing in it
 * can be used, focused or found by assistive technology (inert, aria-hidden):
 * the page around it says what is loading (aria-busy with a label).
 */
export function FormGhost({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-busy="true" aria-label={label} data-testid="form-ghost">
      <div inert aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

/** A field's stand-in: its label, its box (with a shimmering bar when a value is on its way), its hint. */
export function GhostField({ label, hint, value = false }: { label: string; hint?: string; value?: boolean }) {
  return (
    <Wrap>
      <Label data-ghost-label>{label}</Label>
      <Box>{value && <Skeleton width="45%" height={16} />}</Box>
      {hint && <Hint>{hint}</Hint>}
    </Wrap>
  );
}

/** A button's stand-in: the button itself, disabled (the same size, so the rows below keep their place). */
export function GhostButton(props: Omit<ComponentProps<typeof Button>, 'type' | 'disabled' | 'tabIndex'>) {
  return <Button type="button" disabled tabIndex={-1} {...props} />;
}
