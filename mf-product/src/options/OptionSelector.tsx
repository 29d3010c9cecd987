import { useId } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { ProductImage } from '../gallery/ProductImage';
import type { OptionValue } from './optionGroups';
import { OptionChip, OptionChips } from './optionChip';

const Group = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const Legend = styled.legend({
  padding: 0,
  marginBottom: space.sm,
  fontWeight: 600,
  fontSize: fontSize.sm,
  color: color.ink,
});
const Chosen = styled.span({ fontWeight: 400, color: color.inkMuted });
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
      <OptionChips>
        {values.map((option) => {
          const swatch = option.swatch;
          return (
            <OptionChip key={option.value}>
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
            </OptionChip>
          );
        })}
      </OptionChips>
    </Group>
  );
}
