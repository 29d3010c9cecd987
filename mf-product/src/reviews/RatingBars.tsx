import styled from '@emotion/styled';
import { color, fontSize, radius, space, type RatingDistribution } from '@giftshop/shared';

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
const Bar = styled.button({
  display: 'grid',
  gridTemplateColumns: '4.5em 1fr 3em',
  alignItems: 'center',
  gap: space.sm,
  width: '100%',
  padding: `${space.xs} ${space.xs}`,
  border: '1px solid transparent',
  borderRadius: radius.sm,
  background: 'transparent',
  color: color.ink,
  fontSize: fontSize.sm,
  fontFamily: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: color.accent, background: color.accentSoft },
  '&:hover:not(:disabled)': { background: color.surfaceMuted },
  '&:disabled': { cursor: 'default', color: color.inkMuted },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
});
const Track = styled.span({ height: 10, borderRadius: radius.pill, background: color.line, overflow: 'hidden' });
const Fill = styled.span({ display: 'block', height: '100%', background: color.star });

/** The 5-to-1 distribution as bars; each bar filters the list to its star count (pressed again, shows all). */
export function RatingBars({
  figures,
  selected,
  onSelect,
}: {
  figures: RatingDistribution;
  selected: number | null;
  onSelect: (stars: number | null) => void;
}) {
  return (
    <List aria-label="Reviews by star rating">
      {([5, 4, 3, 2, 1] as const).map((stars) => {
        const count = figures.stars[stars];
        const share = figures.count > 0 ? Math.round((count / figures.count) * 100) : 0;
        return (
          <li key={stars}>
            <Bar
              type="button"
              aria-pressed={selected === stars}
              disabled={count === 0}
              onClick={() => onSelect(selected === stars ? null : stars)}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${count} ${count === 1 ? 'review' : 'reviews'} (${share}%)`}
            >
              <span aria-hidden="true">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
              <Track aria-hidden="true">
                <Fill style={{ width: `${share}%` }} />
              </Track>
              <span aria-hidden="true">{count}</span>
            </Bar>
          </li>
        );
      })}
    </List>
  );
}
