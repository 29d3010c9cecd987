import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './SearchBox';

/**
 * The header's search before and after its suggestions' code (a chunk of its own, issue 31): the server's
 * header is the plain search form alone, and the suggestions load on the box's first focus or keystroke, or at
 * once when the box already has focus as the page hydrates. What they show is `e2e/search.spec.ts`'s; a chunk
 * that cannot load, `e2e/shell-faults.spec.ts`'s. (One letter typed: below what the database is asked for.)
 */
const header = () => (
  <MemoryRouter initialEntries={['/category/mugs']}>
    <SearchBox />
  </MemoryRouter>
);

describe('SearchBox', () => {
  it("the server's header is the plain search form, without the suggestions", () => {
    const html = renderToString(header());
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/products"/);
    expect(html).toMatch(/<input[^>]*name="q"/);
    expect(html).not.toContain('role="listbox"');
  });

  it('loads the suggestions on the first keystroke, keeping what is typed meanwhile', async () => {
    render(header());
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search gifts' });
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    await userEvent.type(box, 'm');
    expect(box.value).toBe('m');
    const list = await screen.findByRole('listbox', { hidden: true });
    expect(list.getAttribute('aria-label')).toBe('Search suggestions');
    expect(list.id).toBe(box.getAttribute('aria-controls'));
    expect(box.value).toBe('m');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('loads them at once when the box has focus as the page hydrates', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(header());
    container.querySelector('input')!.focus();
    await act(async () => {
      hydrateRoot(container, header());
    });
    await waitFor(() => expect(container.querySelector('[role="listbox"]')).not.toBeNull());
    container.remove();
  });

  it('on the results page shows the search, but not one the page cannot read (QA sweep H-e)', () => {
    const at = (address: string) =>
      render(
        <MemoryRouter initialEntries={[address]}>
          <SearchBox />
        </MemoryRouter>,
      );
    const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search gifts' });
    const first = at('/products?q=mug%20for%20dad');
    expect(box().value).toBe('mug for dad');
    first.unmount();
    at('/products?q=%E0%A4%A');
    expect(box().value).toBe('');
  });

  it('takes 100 characters as the database counts them: 100 emoji or 50 flags, not 50 emoji (QA header sweep)', async () => {
    const Address = () => <output>{decodeURIComponent(useLocation().search)}</output>;
    const { container } = render(
      <MemoryRouter initialEntries={['/']}>
        <SearchBox />
        <Address />
      </MemoryRouter>,
    );
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search gifts' });
    box.focus();
    await userEvent.paste('🎁'.repeat(101));
    expect(box.value).toBe('🎁'.repeat(100));
    await userEvent.keyboard('{Enter}');
    // the search sent is the whole box, not its first 100 UTF-16 units
    expect(container.querySelector('output')?.textContent).toBe(`?q=${'🎁'.repeat(100)}`);
    await userEvent.clear(box);
    await userEvent.paste(`${'🇫🇷'.repeat(50)}🇫🇷`);
    expect(box.value).toBe('🇫🇷'.repeat(50));
  });
});
