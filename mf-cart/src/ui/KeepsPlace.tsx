import type { ReactNode } from 'react';

/**
 * Content that keeps one place while it changes: `children` shows, and each
 * of `like` (the other contents that stand here in turn, or the shape of the
 * last answer) takes the same place unseen, so the place is as wide and as
 * tall as the largest of them, and nothing beside or below it moves when the
 * content changes (a tap on its way to the control beside it lands there).
 * What stands unseen is hidden from assistive technology too: only
 * `children` is read.
 */
export function KeepsPlace({
  like,
  block = false,
  children,
}: {
  like: readonly ReactNode[];
  /** A line of its own (a list item, a paragraph), not words inside one (a button's label). */
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      css={{
        display: block ? 'grid' : 'inline-grid',
        justifyItems: block ? 'stretch' : 'center',
        '& > *': { gridArea: '1 / 1' },
      }}
    >
      {like.map((shape, index) => (
        <span key={index} aria-hidden="true" css={{ visibility: 'hidden' }}>
          {shape}
        </span>
      ))}
      <span>{children}</span>
    </span>
  );
}

/** A text with its figures blanked out (each a figure space, as wide as a digit): the shape of an answer, never its amounts. */
export const figuresBlanked = (text: string) => text.replace(/\d/g, '\u2007');
