import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GroupEntry } from './GroupEntry';

function renderEntry(onRemove = vi.fn()) {
  render(
    <ul>
      <GroupEntry name="Lincoln Elementary Lions U12" itemCount={24} lineCount={6} onRemove={onRemove}>
        {() => <li>“Player 1”</li>}
      </GroupEntry>
    </ul>,
  );
  const summary = screen.getByText('Lincoln Elementary Lions U12 · 24 items').closest('summary')!;
  return { onRemove, summary, details: summary.parentElement as HTMLDetailsElement };
}

describe('a group order in the drawer', () => {
  it('is a real disclosure with a marker that turns when it opens; its lines are drawn only while open', async () => {
    const { summary, details } = renderEntry();
    expect(details.tagName).toBe('DETAILS');
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

  it('never wraps its line count: the group’s name takes the room and wraps instead', () => {
    const { summary } = renderEntry();
    const count = screen.getByText('6 lines');
    expect(count.parentElement).toBe(summary);
    expect(getComputedStyle(count)).toMatchObject({ whiteSpace: 'nowrap', flexShrink: '0' });
    const name = screen.getByText('Lincoln Elementary Lions U12 · 24 items');
    expect(getComputedStyle(name)).toMatchObject({ flexShrink: '1', minWidth: '0' });
  });

  it('removes the whole group in one tap, without opening or closing the entry', async () => {
    const { onRemove, details } = renderEntry();
    await userEvent.click(screen.getByRole('button', { name: 'Remove group Lincoln Elementary Lions U12 from cart' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(details.open).toBe(false);
  });
});
