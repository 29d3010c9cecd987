import { useId, type ReactNode, type Ref } from 'react';
import styled from '@emotion/styled';
import { color, font, fontSize, radius, space, VisuallyHidden } from '@giftshop/shared';
import { groupThousands, textLength } from '@giftshop/shared/domain';
import { clearOfHeader } from '../detail/detailLayout';
import { OptionSelector } from '../options/OptionSelector';
import type { Personalization } from './personalizationOptions';
import { characters, type TextProblem } from './textProblem';
import { useCalmAnnouncement } from './useCalmAnnouncement';

const Box = styled.div({
  // room above the field when the page scrolls to it (a problem to fix): its label clear of the header
  scrollMarginTop: clearOfHeader,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.lg,
  background: color.surfaceMuted,
});
const Label = styled.label({ fontWeight: 600, fontSize: fontSize.sm });
const Input = styled.input({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 48,
  padding: `${space.sm} ${space.md}`,
  border: `1.5px solid ${color.line}`,
  borderRadius: radius.md,
  background: color.surface,
  color: color.ink,
  fontFamily: font.body,
  fontSize: fontSize.md,
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1, borderColor: color.focus },
  '&[aria-invalid="true"]': { borderColor: color.danger, borderWidth: 2 },
});
const Problem = styled.p({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: color.dangerSoft,
  color: color.danger,
  fontSize: fontSize.sm,
  fontWeight: 600,
});
const FitNote = styled.p({ margin: 0, fontSize: fontSize.sm, fontWeight: 600, color: color.ink });
const Over = styled.span({ color: color.danger, fontWeight: 700 });
const Hint = styled.div({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
  fontSize: fontSize.sm,
  color: color.inkMuted,
});

/**
 * The shopper's own text, with a visible counter and a calm announcement of
 * what is left. Nothing typed or pasted is cut: text over the design's
 * `maxLength` (the server's rule) is kept, the counter and the problem say how
 * much to remove, and Add to Cart refuses it until it fits.
 */
export function PersonalizationField({
  personalization,
  text,
  onTextChange,
  textColor,
  onTextColorChange,
  lettering,
  onLetteringChange,
  phonePreview,
  problem = null,
  fits = true,
  inputRef,
}: {
  personalization: Personalization;
  text: string;
  onTextChange: (text: string) => void;
  textColor: string | null;
  onTextColorChange: (name: string) => void;
  lettering: string | null;
  onLetteringChange: (name: string) => void;
  /** Shown inside the box on phones (the live preview by the text field). */
  phonePreview?: ReactNode;
  /** Why this text cannot be ordered with the selected design, if it cannot. */
  problem?: TextProblem | null;
  /** False when the text cannot fit the product's print area at a legible size (the preview ends in "…"). */
  fits?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const { maxLength, colors, fonts } = personalization;
  const used = textLength(text);
  const left = maxLength - used;
  const announcement = useCalmAnnouncement(
    problem
      ? problem.message
      : used === 0
        ? ''
        : left === 0
          ? `Limit reached: ${maxLength} of ${maxLength} characters used.`
          : `${characters(left)} left.`,
  );
  return (
    <Box data-personalization="">
      {phonePreview}
      <Label htmlFor={`${id}-text`}>{personalization.label}</Label>
      <Input
        id={`${id}-text`}
        type="text"
        value={text}
        placeholder={personalization.placeholder}
        autoComplete="off"
        spellCheck
        ref={inputRef}
        aria-invalid={problem ? true : undefined}
        aria-required={personalization.required || undefined}
        aria-describedby={problem ? `${id}-problem ${id}-hint` : fits ? `${id}-hint` : `${id}-fit ${id}-hint`}
        onChange={(event) => onTextChange(event.target.value)}
      />
      {problem && (
        <Problem id={`${id}-problem`} data-testid="personalization-problem">
          {problem.message}
        </Problem>
      )}
      {!fits && !problem && (
        <FitNote id={`${id}-fit`} data-testid="preview-fit-note">
          Too long to fit this product’s print area: the preview shows what fits. Shorten it, or choose another design
          or size.
        </FitNote>
      )}
      <Hint id={`${id}-hint`}>
        <span>
          {personalization.required ? 'Required. ' : ''}Maximum {maxLength} characters. Free personalization.
        </span>
        <span aria-hidden="true" data-testid="personalization-counter" css={{ whiteSpace: 'nowrap' }}>
          {groupThousands(String(used))}/{maxLength}
          {used > maxLength && <Over> · {groupThousands(String(used - maxLength))} too many</Over>}
        </span>
      </Hint>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {fonts.length > 1 && (
        <OptionSelector
          title="Lettering"
          values={fonts.map((name) => ({ value: name, label: name }))}
          selected={lettering ?? fonts[0]}
          onChange={onLetteringChange}
        />
      )}
      {colors.length > 0 && (
        <OptionSelector
          title="Text color"
          values={colors.map((c) => ({ value: c.name, label: c.name, swatch: c.css }))}
          selected={textColor ?? colors[0]?.name}
          onChange={onTextColorChange}
        />
      )}
    </Box>
  );
}
