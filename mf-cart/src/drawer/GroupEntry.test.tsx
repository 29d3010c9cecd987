import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shopLimits } from '@giftshop/shared/domain';
import { GroupEntry } from './GroupEntry';

function renderEntry({ name = 'Lincoln Elementary Lions U12', itemCount = 24, onRemove = vi.fn() } = {}) {
  render(
    <ul>
      <GroupEntry name={name} itemCount={itemCount} onRemove={onRemove}>
        {() => <li>“Player 1”</li>}
      </GroupEntry>
    </ul>,
  );
  const summary = screen.getByTestId('cart-group').querySelector('summary')!;
  return { onRemove, summary, details: summary.parentElement as HTMLDetailsElement };
}

describe('a group order in the drawer', () => {
  it('is a real disclosure with a marker that turns when it opens; its lines are drawn only while open', async () => {
    const { summary, details } = renderEntry();
    expect(details.tagName).toBe('DETAILS');
    expect(summary.textContent).toBe('▸Lincoln Elementary Lions U12 · 24 items');
    const marker = summary.querySelector('[data-marker]')!;
    expect(marker.textContent).toBe('▸');
    expect(marker.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(marker).transform).not.toContain('rotate');
    expect(screen.queryByText('“Player 1”')).toBeNull();
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(getComputedStyle(marker).transform).toBe('rotate(90deg)');
    expect(screen.getByRole('list', { name: 'Lincoln Elementary Lions U12: one line per person' }).textContent).toBe(
      '“Player 1”',
    );
  });

  it('says its count once, and keeps a 100-letter name to two lines until opened (the whole name its title)', async () => {
    const name = 'W'.repeat(shopLimits.groupName);
    const { summary } = renderEntry({ name, itemCount: 1 });
    // one count: '· 1 item', no '1 line' beside it
    expect(summary.textContent).toBe(`▸${name} · 1 item`);
    const count = screen.getByText('· 1 item');
    expect(getComputedStyle(count)).toMatchObject({ whiteSpace: 'nowrap', flexShrink: '0' });
    const shown = summary.querySelector<HTMLElement>('[data-group-name]')!;
    expect(shown.title).toBe(name);
    // closed: the name beside its count, cut to two lines (-webkit-line-clamp, which happy-dom does not read:
    // seen in Chromium at 375 px), so Remove Group and the count keep their room
    expect(getComputedStyle(shown.parentElement!)).toMatchObject({ display: 'flex', minWidth: '0' });
    expect(getComputedStyle(shown)).toMatchObject({ minWidth: '0', overflow: 'hidden' });
    // open: the whole name, wrapping anywhere, the count after it
    await userEvent.click(summary);
    expect(getComputedStyle(shown.parentElement!).display).not.toBe('flex');
    expect(getComputedStyle(shown.parentElement!).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(shown).overflow).not.toBe('hidden');
  });

  it('removes the whole group in one tap, without opening or closing the entry', async () => {
    const { onRemove, details } = renderEntry();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Group Lincoln Elementary Lions U12 From Cart' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(details.open).toBe(false);
  });
});
