import styled from '@emotion/styled';
import { useState, type KeyboardEvent } from 'react';
import { color, fontSize, font, layout, MarkedUntilHydrated, radius, shadow, space, ShopLink } from '@giftshop/shared';
import { megaMenuTabs } from '@giftshop/shared/domain';
import { CategoryLinkList } from './CategoryLinkList';

const Panel = styled.div({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  background: color.surface,
  borderTop: `1px solid ${color.line}`,
  boxShadow: shadow.raised,
  zIndex: 40,
});
const Inner = styled.div({
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `${space.lg} ${layout.gutter}`,
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  gap: space.xl,
});
const TabList = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  borderRight: `1px solid ${color.line}`,
  paddingRight: space.md,
});
const Tab = styled.button<{ selected: boolean }>(({ selected }) => ({
  textAlign: 'left',
  padding: '10px 14px',
  border: 0,
  borderRadius: radius.sm,
  background: selected ? color.accentSoft : 'transparent',
  color: selected ? color.accentHover : color.ink,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: selected ? color.accentSoft : color.surfaceMuted },
}));
const Columns = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  gap: space.lg,
});
const Column = styled.div({
  h3: {
    margin: `0 0 ${space.sm}`,
    fontSize: fontSize.sm,
    fontFamily: font.body,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: color.inkMuted,
  },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 },
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    padding: '4px 0',
    textDecoration: 'none',
    fontSize: fontSize.sm,
    '&:hover': { color: color.accent, textDecoration: 'underline' },
  },
});
const ShopAll = styled(ShopLink)({
  display: 'inline-block',
  marginTop: space.lg,
  fontWeight: 700,
  color: color.accent,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

export interface MegaMenuProps {
  id: string;
  onNavigate: () => void;
}

/**
 * The More menu: four tabs of category links, each tab with Shop All. Its code loads once the page responds
 * (`headerMenusLater.ts`); a tab tapped before React takes the menu over is kept and done then
 * (`data-hydrates-later`).
 */
export function MegaMenu({ id, onNavigate }: MegaMenuProps) {
  const [active, setActive] = useState(0);
  const tab = megaMenuTabs[active] ?? megaMenuTabs[0]!;

  // WAI-ARIA tabs (vertical): Up and Down move between tabs and wrap, Home and End go to the first and last.
  const onTabKey = (event: KeyboardEvent) => {
    const last = megaMenuTabs.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <MarkedUntilHydrated>
      {/* A group, so its name is read (a name on a plain <div> is ignored by screen readers). */}
      <Panel id={id} role="group" aria-label="All categories">
        <Inner>
          <TabList role="tablist" aria-orientation="vertical" onKeyDown={onTabKey}>
            {megaMenuTabs.map((t, index) => (
              <Tab
                key={t.id}
                id={`${id}-tab-${index}`}
                role="tab"
                // Without JavaScript a tab not shown leads to its Shop All page (a plain GET of the form below);
                // with it, a tap shows the tab's panel and sends nothing.
                {...(index === active
                  ? { type: 'button' as const }
                  : { type: 'submit' as const, form: `${id}-shop-all`, formAction: `/category/${t.shopAll.slug}` })}
                selected={index === active}
                aria-selected={index === active}
                aria-controls={`${id}-panel`}
                tabIndex={index === active ? 0 : -1}
                onClick={(event) => {
                  event.preventDefault();
                  setActive(index);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {t.label}
              </Tab>
            ))}
          </TabList>
          {/* No fields and no action of its own: a tab's `formAction` is where it goes (page-start.js keeps a tap on
              it until the page responds, as on any tab). */}
          <form id={`${id}-shop-all`} method="get" hidden />
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${active}`}>
            <Columns>
              {tab.columns.map((column) => (
                <Column key={column.heading}>
                  <h3>{column.heading}</h3>
                  <CategoryLinkList links={column.links} onNavigate={onNavigate} />
                </Column>
              ))}
            </Columns>
            <ShopAll to={`/category/${tab.shopAll.slug}`} onClick={onNavigate}>
              {tab.shopAll.label} →
            </ShopAll>
          </div>
        </Inner>
      </Panel>
    </MarkedUntilHydrated>
  );
}
