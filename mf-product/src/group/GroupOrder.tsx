import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { groupOffer, KEPT_GROUP_KEY, readKeptChoices, restorableGroup } from '../detail/keptChoices';
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
 * "Order for a Group" (GroupOrderBody.tsx says what it does). The panel is a
 * plain <details>, so it opens from first paint; its body loads on the first
 * opening, including an opening tapped before the page responded, and it opens
 * by itself on a history entry that keeps rows typed in it (keptChoices.ts).
 */
export function GroupOrder(props: ComponentProps<typeof GroupOrderBody>) {
  const panel = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    // Back, Forward or a reload onto rows typed here: the panel opens on them (its body brings them back)
    const { configuration, personalization } = props;
    const offer = groupOffer(configuration.product.id, configuration.variant, personalization);
    if (!element.open && restorableGroup(readKeptChoices(KEPT_GROUP_KEY), offer)) element.open = true;
    if (element.open) setOpened(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel first shows
  }, []);
  return (
    <Panel
      ref={panel}
      data-testid="group-order"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>Order for a Group</summary>
      {opened && (
        <Suspense fallback={<Loading role="status">Loading the group order…</Loading>}>
          <GroupOrderBodyLater {...props} />
        </Suspense>
      )}
    </Panel>
  );
}
