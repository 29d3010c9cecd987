import styled from '@emotion/styled';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { color, font, fontSize, media, radius, space } from '@giftshop/shared';

/** A field's column (label, box, hint, error), its label and its hint: FormGhost lays its stand-ins out with the same. */
export const fieldWrapStyle = { display: 'flex', flexDirection: 'column', gap: 6 } as const;
export const labelStyle = { fontSize: fontSize.sm, fontWeight: 600, color: color.ink } as const;
export const hintStyle = { margin: 0, fontSize: fontSize.sm, color: color.inkMuted } as const;
const Wrap = styled.div(fieldWrapStyle);
const Label = styled.label(labelStyle);
export const inputStyle = (invalid: boolean) =>
  ({
    width: '100%',
    boxSizing: 'border-box',
    minHeight: 46,
    padding: '10px 14px',
    fontFamily: font.body,
    fontSize: fontSize.md,
    color: color.ink,
    background: color.surface,
    border: `1.5px solid ${invalid ? color.danger : color.line}`,
    borderRadius: radius.sm,
    transition: 'border-color 120ms ease',
    '&:hover': { borderColor: invalid ? color.danger : color.inkMuted },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1, borderColor: color.focus },
    '&:disabled': { background: color.surfaceMuted, color: color.inkMuted },
  }) as const;
const Input = styled.input<{ invalid: boolean }>(({ invalid }) => inputStyle(invalid));
export const FieldError = styled.p({ margin: 0, fontSize: fontSize.sm, color: color.danger, lineHeight: 1.4 });
const Hint = styled.p(hintStyle);

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Rendered inside the field's box, after the input (e.g. the show-password toggle). */
  adornment?: ReactNode;
};

/** A labelled input with its hint and its inline error, wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, adornment, ...input },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <div css={{ position: 'relative' }}>
        <Input
          ref={ref}
          id={id}
          invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          css={adornment ? { paddingRight: 88 } : undefined}
          {...input}
        />
        {adornment}
      </div>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrap>
  );
});

export const FieldStack = styled.div({ display: 'flex', flexDirection: 'column', gap: space.md });

/** Two fields side by side (first and last name), one above the other on a phone. */
export const NameRow = styled.div({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.md,
  [media.mobile]: { gridTemplateColumns: '1fr' },
});
