import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { color, fontSize, radius, space } from '@giftshop/shared';
import type GroupOrderBody from './GroupOrderBody';

/** The grid, its checks and the CSV reader: loaded when the panel is first opened, never in the page's first load. */
const GroupOrderBodyLater = lazy(() => import('./GroupOrderBody'));

const Panel = styled.details({
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  background: color.surface,
  '> summary': { cursor: 'pointer', padding: space.md, fontWeight: 700, minHeight: 44 },
});
const Loading = styled.p({
  margin: 0,
  padding: `0 ${space.md} ${space.md}`,
  fontSize: fontSize.sm,
  color: color.inkMuted,
});

/**
 * "Order for a group" (GroupOrderBody.tsx says what it does). The panel is a
 * plain <details>, so it opens from first paint; its body loads on the first
 * opening, including an opening tapped before the page responded.
 */
export function GroupOrder(props: ComponentProps<typeof GroupOrderBody>) {
  const panel = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (panel.current?.open) setOpened(true);
  }, []);
  return (
    <Panel
      ref={panel}
      data-testid="group-order"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>Order for a group</summary>
      {opened && (
        <Suspense fallback={<Loading role="status">Loading the group order…</Loading>}>
          <GroupOrderBodyLater {...props} />
        </Suspense>
      )}
    </Panel>
  );
}
