import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { laterPart } from './laterPart';

/** A part with a ref and a prop, as the header's menus are; its code "arrives" when `arrive()` is called. */
function Menu({ label, ref }: { label: string; ref?: Ref<HTMLElement> }) {
  const [mounted] = useState(() => ({ at: ++mounts }));
  return (
    <nav ref={ref} aria-label={label} data-mount={mounted.at}>
      {label}
    </nav>
  );
}
let mounts = 0;

function laterMenu() {
  let arrive: () => void = () => undefined;
  const code = new Promise<typeof Menu>((done) => (arrive = () => done(Menu)));
  return { ...laterPart(() => code), arrive };
}

describe('laterPart', () => {
  it('renders at once, with its ref, once its code was loaded before it is needed', async () => {
    const { Part, load, arrive } = laterMenu();
    arrive();
    await load();
    const ref = { current: null as HTMLElement | null };
    // No act(): the part must be in the DOM from the first commit, with nothing to wait for.
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part label="More" ref={ref} />
      </Suspense>,
    );
    expect(screen.getByRole('navigation', { name: 'More' })).toBe(ref.current);
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('one needed before its code is in waits for it, then shows once, and stays the same part', async () => {
    const { Part, arrive } = laterMenu();
    const { rerender } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Part label="Menu" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive());
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const mount = menu.dataset.mount;
    // A render after the code is in keeps the part as it was mounted (no remount).
    rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Part label="Menu" />
      </Suspense>,
    );
    expect(screen.getByRole('navigation', { name: 'Menu' }).dataset.mount).toBe(mount);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
  });
});
