import styled from '@emotion/styled';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { color, font, fontSize, getShopConfig, MarkedUntilHydrated, space, ShopLink } from '@giftshop/shared';
import { megaMenuTabs, mobileCategories } from '@giftshop/shared/domain';
import { ChevronIcon } from './icons';
import { CategoryLinkList } from './CategoryLinkList';

const Panel = styled.nav({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  overflowY: 'auto',
  // Never taller than the screen below the header (the script below fits it to where the header is).
  maxHeight: 'calc(100dvh - 100%)',
  background: color.surface,
  borderTop: `1px solid ${color.line}`,
  boxShadow: '0 16px 32px rgba(42,33,27,0.16)',
  padding: `0 ${space.md} ${space.md}`,
  zIndex: 40,
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  'li.entry': { borderBottom: `1px solid ${color.line}` },
  'a, summary.group': {
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    width: '100%',
    padding: '12px 4px',
    fontSize: fontSize.md,
    fontWeight: 600,
    textDecoration: 'none',
  },
});
/** A group of the More menu, opening in place: a plain `<summary>`, so it opens without JavaScript too. */
const GroupButton = styled.summary({
  justifyContent: 'space-between',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > & svg': { transform: 'rotate(180deg)' },
  border: 0,
  background: 'transparent',
  color: color.ink,
  fontFamily: font.body,
  textAlign: 'left',
  cursor: 'pointer',
});
const GroupBody = styled.div({
  padding: `0 4px ${space.md} 12px`,
  h3: {
    margin: `${space.sm} 0 0`,
    fontFamily: font.body,
    fontSize: fontSize.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: color.inkMuted,
  },
  'ul a': { padding: '10px 4px', fontWeight: 500 },
});
const ShopAll = styled(ShopLink)({ color: color.accent });
const Contact = styled(ShopLink)({ color: color.accent });
const Phone = styled.a({ color: color.inkMuted, fontWeight: 400 });

export interface MobileMenuProps {
  id: string;
  onNavigate: () => void;
}

/**
 * Below 768 px: the 11 category links, then the More menu's four groups as
 * sections that open in place (so every category can be reached by
 * browsing), then contact. The header's search stays above it. Its code loads once the page responds
 * (`headerMenusLater.ts`): until React takes it over it is marked `data-hydrates-later`, and its links are
 * plain links.
 */
export function MobileMenu({ id, onNavigate }: MobileMenuProps) {
  const { phone } = getShopConfig();
  const panel = useRef<HTMLElement>(null);
  // Never taller than the screen below the header, wherever the header is, so its last links can be scrolled to.
  // Once the page responds the header keeps the menu only while it is open, so while it is here it is open.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const fit = () => {
      element.style.maxHeight = `${Math.max(160, window.innerHeight - element.getBoundingClientRect().top)}px`;
    };
    fit();
    window.addEventListener('scroll', fit, { passive: true });
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('scroll', fit);
      window.removeEventListener('resize', fit);
    };
  }, []);
  const groupId = useId();
  // `aria-expanded` is written once the page responds: before, the browser tells it from each <details>.
  const [responds, setResponds] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  // Groups opened before the page responded stay open, and React takes them over as they are.
  useEffect(() => {
    setResponds(true);
    const opened = panel.current?.querySelectorAll<HTMLElement>('details[open][data-group]') ?? [];
    if (opened.length) setOpen(new Set([...opened].map((details) => details.dataset.group!)));
  }, []);
  const toggled = (tabId: string, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(tabId);
      else next.delete(tabId);
      return next;
    });

  return (
    <MarkedUntilHydrated>
      <Panel id={id} ref={panel} aria-label="Categories">
        <ul>
          {mobileCategories.map((link) => (
            <li className="entry" key={link.slug}>
              <ShopLink to={`/category/${link.slug}`} onClick={onNavigate}>
                {link.label}
              </ShopLink>
            </li>
          ))}
          {megaMenuTabs.map((tab) => {
            const expanded = open.has(tab.id);
            const bodyId = `${groupId}-${tab.id}`;
            return (
              <li className="entry" key={tab.id}>
                <details data-group={tab.id} onToggle={(event) => toggled(tab.id, event.currentTarget.open)}>
                  <GroupButton
                    role="button"
                    className="group"
                    aria-expanded={responds ? expanded : undefined}
                    aria-controls={bodyId}
                  >
                    {tab.label} <ChevronIcon open={expanded} />
                  </GroupButton>
                  <GroupBody id={bodyId}>
                    {tab.columns.map((column, index) => (
                      <div role="group" key={column.heading} aria-labelledby={`${bodyId}-${index}`}>
                        <h3 id={`${bodyId}-${index}`}>{column.heading}</h3>
                        <CategoryLinkList links={column.links} onNavigate={onNavigate} />
                      </div>
                    ))}
                    <ShopAll to={`/category/${tab.shopAll.slug}`} onClick={onNavigate}>
                      {tab.shopAll.label} →
                    </ShopAll>
                  </GroupBody>
                </details>
              </li>
            );
          })}
          <li className="entry">
            <Contact to="/contact" onClick={onNavigate}>
              Contact Us
            </Contact>
          </li>
          <li className="entry">
            <Phone href={`tel:${phone.replace(/[^\d+]/g, '')}`}>Call us: {phone}</Phone>
          </li>
        </ul>
      </Panel>
    </MarkedUntilHydrated>
  );
}
