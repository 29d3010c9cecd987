import { color, space } from '@giftshop/shared';

/**
 * A checkout choice's radio button or checkbox: 20 px, in the shop's accent, as every choice on checkout draws it
 * (the shipping method, payment, gift options, a saved address, the proof's spelling check).
 */
export const choiceControl = { width: 20, height: 20, accentColor: color.accent, flex: 'none' } as const;

/**
 * A label holding a checkbox and its words (the gift options, the proof's spelling check, "Save this address"): the
 * whole row is the tap target, at least 44 px tall as every tap target on a phone (they were 24 px: QA sweep H-f at
 * 375 px). Words with a note under them start beside the box; a row of one line centres the box and its words.
 */
export const checkRow = {
  display: 'flex',
  gap: space.sm,
  alignItems: 'flex-start',
  minHeight: 44,
  cursor: 'pointer',
  input: { ...choiceControl, margin: '2px 0 0' },
  '&:not(:has(small))': { alignItems: 'center', input: { margin: 0 } },
} as const;

/**
 * The box around a checkout choice (a label holding its radio): a 1.5 px line, and once chosen the accent's line
 * on its soft tint, as the product page's option chips show a choice. One look for "selected" on checkout: the
 * shipping method, payment and a saved address read it (the shipping method and a saved address were tinted
 * surfaceMuted with a 1 px line, payment accentSoft with 1.5 px).
 */
export const choiceBox = {
  border: `1.5px solid ${color.line}`,
  background: color.surface,
  '&:has(input:checked)': { borderColor: color.accent, background: color.accentSoft },
} as const;
