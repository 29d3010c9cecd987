import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, font, fontSize, space, useShopNavigation } from '@giftshop/shared';
import { rovingIndex } from '../keyboard/rovingIndex';
import { clearOfHeader } from './detailLayout';

// The list scrolls sideways on a narrow phone, so it clips what is drawn outside a label: each label keeps room
// for its focus ring inside it (the ring shows when a link to #reviews lands on the label, which the browser
// focuses), and the list reaches into the gutter by that room, so the labels' text stays where it was.
const List = styled.div({
  display: 'flex',
  gap: space.md,
  margin: `0 -${space.xs}`,
  borderBottom: `1px solid ${color.line}`,
  overflowX: 'auto',
});
const Tab = styled.button({
  padding: `${space.md} ${space.xs}`,
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: color.inkMuted,
  fontFamily: font.body,
  fontSize: fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  // a link to a tab (#reviews) and a panel brought into view (ReviewsTab) land on the label, clear of the sticky header
  scrollMarginTop: clearOfHeader,
  '&[aria-selected="true"]': { color: color.ink, borderBottomColor: color.accent },
  '&:hover': { color: color.ink },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: -3 },
});
const Panel = styled.div({ padding: `${space.lg} 0`, lineHeight: 1.65, color: color.ink, maxWidth: '70ch' });

export interface TabSpec {
  label: string;
  content: ReactNode;
  /** Whether the page opens on this tab for the address's query (`?stars=4` opens Reviews, server-rendered so). */
  opensFor?: (search: string) => boolean;
}

/** A tab's name in an address: the first word of its label, "Reviews (5)" → "reviews" (`#reviews`). */
export const tabName = (label: string) => label.split(' ')[0]!.toLowerCase();

/**
 * Accessible tabs (ARIA tabs pattern: arrow keys, Home and End move between them). Each label's id is the
 * tab's name, so a link to `#reviews` lands on the tab labels (scrolled to the label, clear of the sticky
 * header, as the review-sent scroll does: by the browser from first paint) and opens the tab once the page
 * responds.
 */
export function ProductTabs({ tabs }: { tabs: readonly TabSpec[] }) {
  const id = useId();
  const { search } = useShopNavigation();
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => tab.opensFor?.(search)),
    ),
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // an address ending in a tab's name (#reviews) opens that tab
  const names = tabs.map((tab) => tabName(tab.label));
  const labels = names.join(' ');
  useEffect(() => {
    const named = () => labels.split(' ').indexOf(location.hash.slice(1));
    const openNamed = () => {
      if (named() >= 0) setActive(named());
    };
    openNamed();
    // The browser lands the link on the label (its id) from first paint. A page it did not place (an in-app
    // visit, as from signing in to review; a product drawn in the browser) is still at its top: it comes to the
    // label here, as it would have. A page the shopper has scrolled stays where it is.
    if (named() >= 0 && window.scrollY === 0) buttons.current[named()]?.scrollIntoView({ block: 'start' });
    window.addEventListener('hashchange', openNamed);
    return () => window.removeEventListener('hashchange', openNamed);
  }, [labels]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = rovingIndex(event.key, active, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <section css={{ marginTop: space.xxl }} aria-label="Product information">
      <List role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.label}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={names[index]}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={names[index]}
          hidden={index !== active}
          tabIndex={0}
        >
          {tab.content}
        </Panel>
      ))}
    </section>
  );
}
