import { useId } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { ProductImage } from '../gallery/ProductImage';
import type { OptionValue } from './optionGroups';

const Group = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const Legend = styled.legend({
  padding: 0,
  marginBottom: space.sm,
  fontWeight: 600,
  fontSize: fontSize.sm,
  color: color.ink,
});
const Chosen = styled.span({ fontWeight: 400, color: color.inkMuted });
const Chips = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

const Chip = styled.label({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: 44,
  padding: `0 ${space.md}`,
  border: `1.5px solid ${color.line}`,
  borderRadius: radius.pill,
  background: color.surface,
  color: color.ink,
  fontSize: fontSize.sm,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background 120ms ease',
  '&:hover': { borderColor: color.inkMuted },
  '&:has(input:checked)': { borderColor: color.accent, background: color.accentSoft, fontWeight: 600 },
  '&:has(input:focus-visible)': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
  input: { position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 },
});

const Picture = styled(ProductImage)({
  width: 28,
  height: 28,
  marginLeft: `-${space.sm}`,
  borderRadius: radius.pill,
  objectFit: 'cover',
  background: color.surfaceMuted,
  flexShrink: 0,
});

const Swatch = styled.span({
  width: 18,
  height: 18,
  borderRadius: radius.pill,
  border: `1px solid rgba(42, 33, 27, 0.25)`,
  flexShrink: 0,
});

/**
 * One option group as calm chips (native radio buttons underneath, so the
 * arrow keys and screen readers work as they should). Values with a swatch or
 * a picture show it beside their name.
 */
export function OptionSelector({
  title,
  values,
  selected,
  onChange,
}: {
  title: string;
  values: readonly OptionValue[];
  selected: string | undefined;
  onChange: (value: string) => void;
}) {
  const name = useId();
  const chosen = values.find((v) => v.value === selected);
  return (
    <Group>
      <Legend>
        {title}
        {chosen && <Chosen>: {chosen.label}</Chosen>}
      </Legend>
      <Chips>
        {values.map((option) => {
          const swatch = option.swatch;
          return (
            <Chip key={option.value}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === selected}
                onChange={() => onChange(option.value)}
              />
              {swatch && <Swatch aria-hidden="true" style={{ background: swatch }} />}
              {option.image && <Picture src={option.image} alt="" loading="lazy" />}
              {option.label}
            </Chip>
          );
        })}
      </Chips>
    </Group>
  );
}
