import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '@giftshop/shared';
import { ViewToggle } from './ViewToggle';

const at = (search: string) => ({
  wrapper: ({ children }: { children: ReactNode }) => (
    <NavigationProvider value={{ pathname: '/category/mugs', search, navigate: vi.fn() }}>
      {children}
    </NavigationProvider>
  ),
});

describe('ViewToggle', () => {
  it('is a plain GET form without JavaScript: each button sends its view with the search, the sort and parameters it does not own (QA header sweep)', () => {
    const hostile = '"><script>alert(1)</script>';
    render(
      <ViewToggle value="list" onChange={vi.fn()} />,
      at(`?utm_source=mail&q=${encodeURIComponent(hostile)}&sort=rating&view=list`),
    );
    const grid = screen.getByRole<HTMLButtonElement>('button', { name: 'Grid View' });
    const form = grid.form!;
    expect(form.getAttribute('method')).toBe('get');
    // no action of its own: it goes to the page it is on, and a tap before the page responds is kept (page-start.js)
    expect(form.hasAttribute('action')).toBe(false);
    expect(grid.type).toBe('submit');
    // what the form sends for the Grid button: the hostile search as plain text in its field, never markup
    expect([...new FormData(form, grid).entries()]).toEqual([
      ['utm_source', 'mail'],
      ['q', hostile],
      ['sort', 'rating'],
      ['view', 'grid'],
    ]);
    const list = screen.getByRole<HTMLButtonElement>('button', { name: 'List View' });
    expect([...new FormData(form, list).entries()].at(-1)).toEqual(['view', 'list']);
    expect(document.querySelector('script')).toBeNull();
  });

  it('with JavaScript a tap changes the view and sends nothing', async () => {
    const onChange = vi.fn();
    render(<ViewToggle value="grid" onChange={onChange} />, at('?q=mug'));
    const form = screen.getByRole('group', { name: 'View' }).closest('form')!;
    const sent = vi.fn();
    form.addEventListener('submit', sent);
    await userEvent.click(screen.getByRole('button', { name: 'List View' }));
    expect(onChange).toHaveBeenCalledWith('list');
    expect(screen.getByRole('button', { name: 'Grid View' }).getAttribute('aria-pressed')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
  });
});
