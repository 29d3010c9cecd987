import { useEffect, useId, useState } from 'react';
import styled from '@emotion/styled';
import { color, font, fontSize, radius, space } from '@giftshop/shared';
import { parseQuantity, stepQuantity } from './parseQuantity';

const Box = styled.div({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1.5px solid ${color.line}`,
  borderRadius: radius.pill,
  background: color.surface,
  height: 52,
});
const Step = styled.button({
  width: 44,
  height: '100%',
  border: 0,
  background: 'transparent',
  color: color.ink,
  fontSize: fontSize.xl,
  cursor: 'pointer',
  borderRadius: radius.pill,
  '&:disabled': { color: color.line, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: -3 },
});
const Field = styled.input({
  width: 44,
  border: 0,
  textAlign: 'center',
  fontFamily: font.body,
  fontSize: fontSize.md,
  fontWeight: 600,
  color: color.ink,
  background: 'transparent',
  '&:focus-visible': { outline: `3px solid ${color.focus}`, borderRadius: radius.sm },
});

/** How many to add: minus never below 1, anything that is not a number becomes 1. */
export function QuantityControl({
  value,
  onChange,
  max,
}: {
  value: number;
  onChange: (value: number) => void;
  max: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = (text: string) => {
    const next = parseQuantity(text, max);
    setDraft(String(next));
    onChange(next);
  };
  return (
    <div>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 600, fontSize: fontSize.sm, marginBottom: space.sm }}>
        Quantity
      </label>
      <Box>
        <Step
          type="button"
          aria-label="Decrease Quantity"
          disabled={value <= 1}
          onClick={() => onChange(stepQuantity(value, -1, max))}
        >
          −
        </Step>
        <Field
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget.value)}
        />
        <Step
          type="button"
          aria-label="Increase Quantity"
          disabled={value >= max}
          onClick={() => onChange(stepQuantity(value, 1, max))}
        >
          +
        </Step>
      </Box>
    </div>
  );
}
