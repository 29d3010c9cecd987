import styled from '@emotion/styled';
import { useId, type ChangeEvent } from 'react';
import { Button, color, fontSize, space, VisuallyHidden } from '@giftshop/shared';

const Picker = styled.div({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: space.sm,
  minWidth: 0,
  fontSize: fontSize.sm,
  label: { position: 'relative', display: 'inline-flex' },
  'input[type="file"]:focus-visible + span': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});
/**
 * The real file input stays in the tab order and in the accessibility tree (its label names it), one pixel in size;
 * a tap on the label (drawn as the shop's button) opens it, and the button shows its focus.
 */
const FileInput = VisuallyHidden.withComponent('input');
/** The shop's secondary button, drawn inside the label (a button there would be the label's control instead). */
const ButtonLook = Button.withComponent('span');
const FileName = styled.span({ color: color.inkMuted, overflowWrap: 'anywhere', minWidth: 0 });

/**
 * "Upload a CSV": a real file input, reached with Tab and opened with Space or Enter, drawn as the shop's
 * secondary button, with the chosen file's name beside it (the browser's own text is reset after each read, so a
 * file can be chosen again).
 */
export function RosterFileInput({
  fileName,
  onChange,
}: {
  /** The last file chosen, or null before any. */
  fileName: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const chosen = useId();
  return (
    <Picker>
      <label>
        <FileInput
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          aria-describedby={chosen}
          data-testid="group-file"
          onChange={onChange}
        />
        <ButtonLook variant="secondary" size="sm">
          Upload a CSV
        </ButtonLook>
      </label>
      <FileName id={chosen} data-testid="group-file-name" dir="auto">
        {fileName ?? 'No file chosen'}
      </FileName>
    </Picker>
  );
}
