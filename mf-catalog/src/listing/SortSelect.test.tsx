import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '@giftshop/shared';
import { SortSelect } from './SortSelect';
import type { SortKey } from './listingParams';

const at = (search: string) => ({
  wrapper: ({ children }: { children: ReactNode }) => (
    <NavigationProvider value={{ pathname: '/category/mugs', search, navigate: vi.fn() }}>
      {children}
    </NavigationProvider>
  ),
});

/** A step of the closed box's choice by a key: Chromium fires keydown, then change with the next choice. */
function step(box: HTMLElement, key: string, sort: SortKey) {
  fireEvent.keyDown(box, { key });
  fireEvent.change(box, { target: { value: sort } });
}
/** A choice from the open list: a pointer opened it (or Space/Alt+Down), and change comes with the choice. */
function pick(box: HTMLElement, sort: SortKey) {
  fireEvent.pointerDown(box);
  fireEvent.change(box, { target: { value: sort } });
}

describe('SortSelect', () => {
  it('makes a run of arrow keys on the closed box one history entry, so Back returns to the order before it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SortSelect value="featured" onChange={onChange} />, at(''));
    const box = screen.getByRole('combobox', { name: 'Sort by' });
    step(box, 'ArrowDown', 'price-low');
    rerender(<SortSelect value="price-low" onChange={onChange} />);
    step(box, 'ArrowDown', 'price-high');
    rerender(<SortSelect value="price-high" onChange={onChange} />);
    step(box, 'n', 'newest');
    expect(onChange.mock.calls).toEqual([
      ['price-low', { replace: false }],
      ['price-high', { replace: true }],
      ['newest', { replace: true }],
    ]);
  });

  it('makes each choice from the open list its own entry, and a run of keys after it a new one', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SortSelect value="featured" onChange={onChange} />, at(''));
    const box = screen.getByRole('combobox', { name: 'Sort by' });
    pick(box, 'rating');
    rerender(<SortSelect value="rating" onChange={onChange} />);
    pick(box, 'newest');
    rerender(<SortSelect value="newest" onChange={onChange} />);
    step(box, 'ArrowUp', 'rating');
    rerender(<SortSelect value="rating" onChange={onChange} />);
    // Space opens the list: what comes from it is a choice, not a step
    fireEvent.keyDown(box, { key: ' ' });
    fireEvent.change(box, { target: { value: 'price-low' } });
    expect(onChange.mock.calls).toEqual([
      ['rating', { replace: false }],
      ['newest', { replace: false }],
      ['rating', { replace: false }],
      ['price-low', { replace: false }],
    ]);
  });

  it('starts a new entry after the box lost focus, or after Back moved the order elsewhere', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SortSelect value="featured" onChange={onChange} />, at(''));
    const box = screen.getByRole('combobox', { name: 'Sort by' });
    step(box, 'ArrowDown', 'price-low');
    rerender(<SortSelect value="price-low" onChange={onChange} />);
    fireEvent.blur(box);
    step(box, 'ArrowDown', 'price-high');
    // Back (Alt+Left, focus still on the box): the URL's order is the one before this run
    rerender(<SortSelect value="price-low" onChange={onChange} />);
    step(box, 'ArrowDown', 'price-high');
    expect(onChange.mock.calls).toEqual([
      ['price-low', { replace: false }],
      ['price-high', { replace: false }],
      ['price-high', { replace: false }],
    ]);
  });

  it('is a plain GET form without JavaScript that keeps the search, the view and parameters it does not own', () => {
    const hostile = '"><script>alert(1)</script>';
    render(
      <SortSelect value="rating" onChange={vi.fn()} />,
      at(`?utm_source=mail&q=${encodeURIComponent(hostile)}&sort=rating&view=list`),
    );
    const box = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    const form = box.form!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/category/mugs');
    expect(box.name).toBe('sort');
    // what the form sends: the hostile search as plain text in its field, never markup
    expect([...new FormData(form).entries()]).toEqual([
      ['utm_source', 'mail'],
      ['q', hostile],
      ['view', 'list'],
      ['sort', 'rating'],
    ]);
    expect(document.querySelector('script')).toBeNull();
  });
});
