import styled from '@emotion/styled';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { color, fontSize, radius, space } from '@giftshop/shared';

export interface AuthTab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

const List = styled.div({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  padding: 4,
  gap: 4,
  background: color.surfaceMuted,
  borderRadius: radius.pill,
  marginBottom: space.lg,
});
const Tab = styled.button<{ selected: boolean }>(({ selected }) => ({
  minHeight: 44,
  border: 0,
  borderRadius: radius.pill,
  fontSize: fontSize.md,
  fontWeight: 700,
  cursor: 'pointer',
  color: selected ? color.ink : color.inkMuted,
  background: selected ? color.surface : 'transparent',
  boxShadow: selected ? '0 1px 3px rgba(42,33,27,0.12)' : 'none',
  '&:hover': { color: color.ink },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
}));

/** An accessible tablist (WAI-ARIA tabs): arrow keys, Home and End move between tabs; only the active one is in the tab order. */
export function AuthTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: AuthTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const move = (to: number) => {
    const tab = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };
  const current = tabs[index]!;
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            selected={tab.id === current.id}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`}>
        {current.panel}
      </div>
    </div>
  );
}
