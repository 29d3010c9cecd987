import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, font, fontSize, space, useShopNavigation } from '@giftshop/shared';
import { rovingIndex } from '../keyboard/rovingIndex';
import { clearOfHeader } from './detailLayout';

const List = styled.div({ display: 'flex', gap: space.lg, borderBottom: `1px solid ${color.line}`, overflowX: 'auto' });
const Tab = styled.button({
  padding: `${space.md} 0`,
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
  // a panel brought into view brings its label with it, clear of the sticky header (ReviewsTab)
  scrollMarginTop: clearOfHeader,
  '&[aria-selected="true"]': { color: color.ink, borderBottomColor: color.accent },
  '&:hover': { color: color.ink },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});
const Panel = styled.div({ padding: `${space.lg} 0`, lineHeight: 1.65, color: color.ink, maxWidth: '70ch' });

export interface TabSpec {
  label: string;
  content: ReactNode;
  /** Whether the page opens on this tab for the address's query (`?stars=4` opens Reviews, server-rendered so). */
  opensFor?: (search: string) => boolean;
}

/** Accessible tabs (ARIA tabs pattern: arrow keys, Home and End move between them). */
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
  const labels = tabs.map((tab) => tab.label.split(' ')[0]!.toLowerCase()).join(' ');
  useEffect(() => {
    const openNamed = () => {
      const named = labels.split(' ').indexOf(location.hash.slice(1));
      if (named >= 0) setActive(named);
    };
    openNamed();
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
            id={`${id}-tab-${index}`}
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
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          tabIndex={0}
        >
          {tab.content}
        </Panel>
      ))}
    </section>
  );
}
