import styled from '@emotion/styled';
import type { InputHTMLAttributes } from 'react';
import { color, fontSize, radius, space } from '@giftshop/shared';

const Field = styled.div({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 });
const Label = styled.label({ fontWeight: 600, fontSize: fontSize.sm, color: color.ink });
export const inputStyle = {
  minHeight: 44,
  padding: `10px ${space.md}`,
  border: `1.5px solid ${color.line}`,
  borderRadius: radius.md,
  background: color.surface,
  color: color.ink,
  font: 'inherit',
  fontSize: fontSize.md,
  '&:focus': { outline: `3px solid ${color.focus}`, outlineOffset: 1, borderColor: color.focus },
  '&[aria-invalid="true"]': { borderColor: color.danger },
} as const;
const Input = styled.input(inputStyle);
const Select = styled.select(inputStyle);
const Message = styled.p({ margin: 0, fontSize: fontSize.sm, color: color.danger, fontWeight: 500 });

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  /** A select's choices: each a value shown as is, or a value with its label. */
  options?: readonly (string | { value: string; label: string })[];
} & Omit<InputHTMLAttributes<HTMLInputElement & HTMLSelectElement>, 'id'>;

/** A labelled input (or select) with its own error message, read out with the field. */
export function FormField({ id, label, error, options, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  const shared = { id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined, ...input };
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {options ? (
        <Select {...shared}>
          {options.map((option) => {
            const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </Select>
      ) : (
        <Input {...shared} />
      )}
      {error && <Message id={errorId}>{error}</Message>}
    </Field>
  );
}
