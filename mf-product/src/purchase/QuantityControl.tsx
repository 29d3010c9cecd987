import { useEffect, useId, useState } from 'react';
import styled from '@emotion/styled';
import { color, font, fontSize, radius, ShopLink, space } from '@giftshop/shared';
import { groupThousands } from '@giftshop/shared/domain';
import { parseQuantity, stepQuantity } from './parseQuantity';

/** A whole number typed above the most a line takes ("1000" where 99 is the most). */
const isOverMax = (text: string, max: number) => /^\d+$/.test(text.trim()) && Number(text.trim()) > max;

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
  '&[aria-disabled="true"]': { color: color.line, cursor: 'not-allowed' },
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

/**
 * How many to add: minus never below 1, anything that is not a number becomes 1. A number over the most one line
 * takes becomes that most, and the field says so (with the way to order more), so "1000" never turns into 99 unsaid.
 */
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
  const [capped, setCapped] = useState<number | null>(null);
  useEffect(() => setDraft(String(value)), [value]);
  useEffect(() => {
    if (value < max) setCapped(null);
  }, [value, max]);
  const commit = (text: string) => {
    const next = parseQuantity(text, max);
    setCapped(isOverMax(text, max) ? Number(text.trim()) : null);
    setDraft(String(next));
    onChange(next);
  };
  return (
    <>
      <div>
        <label htmlFor={id} css={{ display: 'block', fontWeight: 600, fontSize: fontSize.sm, marginBottom: space.sm }}>
          Quantity
        </label>
        <Box>
          {/* At a limit a step says it is unavailable and does nothing, but keeps the focus: a disabled button */}
          {/* dropped it to the page (QA sweep H-e: − pressed down to 1 by keyboard left the focus on <body>). */}
          {/* Each tap on a step counts, also before the page responds (`data-keep-every-tap`, shell/public/page-start.js). */}
          <Step
            type="button"
            aria-label="Decrease Quantity"
            data-keep-every-tap=""
            aria-disabled={value <= 1}
            onClick={() => value > 1 && onChange(stepQuantity(value, -1, max))}
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
            data-keep-every-tap=""
            aria-disabled={value >= max}
            onClick={() => value < max && onChange(stepQuantity(value, 1, max))}
          >
            +
          </Step>
        </Box>
      </div>
      {/* in Add to Cart's wrapping row: a line of its own under the stepper and the button, which stay side by side */}
      <p
        role="status"
        data-testid="quantity-capped"
        css={{ order: 1, flexBasis: '100%', margin: 0, fontSize: fontSize.sm, color: color.inkMuted }}
      >
        {capped !== null && (
          <>
            {max} is the most of one gift an order takes, not{' '}
            {capped < 1e9 ? groupThousands(String(capped)) : 'that many'}. For more,{' '}
            <ShopLink to="/contact">contact us</ShopLink>.
          </>
        )}
      </p>
    </>
  );
}
