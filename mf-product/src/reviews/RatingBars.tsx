import type { MouseEvent } from 'react';
import styled from '@emotion/styled';
import { VisuallyHidden, color, fontSize, radius, space } from '@giftshop/shared';
import { type RatingDistribution } from '@giftshop/shared/domain';

// One class styles the list; each bar is a link, its words for screen readers (VisuallyHidden, whose class the page
// already has) and its picture hidden from them.
const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
  '& a, & li > span': {
    display: 'block',
    padding: space.xs,
    border: '1px solid transparent',
    borderRadius: radius.sm,
    color: color.ink,
    fontSize: fontSize.sm,
    textDecoration: 'none',
  },
  '& li > span': { color: color.inkMuted },
  '& a:hover': { background: color.surfaceMuted },
  '& a[aria-current]': { borderColor: color.accent, background: color.accentSoft },
  '& a:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 1 },
  '& .bar': { display: 'grid', gridTemplateColumns: '4.5em 1fr 3em', gap: space.sm },
  // the track sits in the middle of its row (auto margins: no prefixed flex or align rules in every page's CSS)
  '& .bar > span': {
    height: 10,
    margin: 'auto 0',
    borderRadius: radius.pill,
    background: color.line,
    overflow: 'hidden',
  },
  '& .bar > span > span': { display: 'block', height: '100%', background: color.star },
});

/**
 * The 5-to-1 distribution as bars. Each bar is a link to the list of its
 * star count (`?stars=4#reviews`; the chosen one links back to all), so it
 * filters from first paint; once hydrated, a plain click filters in place
 * through `onSelect`. A star count without reviews is shown, not linked.
 */
export function RatingBars({
  figures,
  selected,
  href,
  onSelect,
}: {
  figures: RatingDistribution;
  selected: number | null;
  /** The address of the list of one star count (null: all of them). */
  href: (stars: number | null) => string;
  onSelect: (stars: number | null, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <List aria-label="Reviews by star rating">
      {([5, 4, 3, 2, 1] as const).map((stars) => {
        const count = figures.stars[stars];
        const share = figures.count > 0 ? Math.round((count / figures.count) * 100) : 0;
        const starWord = `${stars} ${stars === 1 ? 'star' : 'stars'}`;
        const inside = (
          <>
            <VisuallyHidden>{`${starWord}: ${count} ${count === 1 ? 'review' : 'reviews'} (${share}%)`}</VisuallyHidden>
            <span className="bar" aria-hidden="true">
              {starWord}
              <span>
                <span style={{ width: `${share}%` }} />
              </span>
              {count}
            </span>
          </>
        );
        const next = selected === stars ? null : stars;
        return (
          <li key={stars}>
            {count === 0 ? (
              <span>{inside}</span>
            ) : (
              <a
                href={href(next)}
                aria-current={selected === stars ? 'true' : undefined}
                onClick={(event) => onSelect(next, event)}
              >
                {inside}
              </a>
            )}
          </li>
        );
      })}
    </List>
  );
}
