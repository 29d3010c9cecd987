import styled from '@emotion/styled';
import { forwardRef, useState } from 'react';
import { color, fontSize, radius } from '@giftshop/shared';
import { TextField, type TextFieldProps } from './TextField';

const Toggle = styled.button({
  position: 'absolute',
  top: 4,
  right: 4,
  bottom: 4,
  minWidth: 72,
  padding: '0 12px',
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: color.accent,
  fontSize: fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
  '&:hover': { background: color.accentSoft },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 0 },
});

/** A password input with a Show / Hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'adornment'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        adornment={
          <Toggle
            type="button"
            aria-pressed={visible}
            aria-label={visible ? 'Hide Password' : 'Show Password'}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </Toggle>
        }
      />
    );
  },
);
