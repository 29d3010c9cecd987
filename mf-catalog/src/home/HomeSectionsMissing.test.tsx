import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holidayHub, recipientGrid } from '@giftshop/shared/domain';

describe('the home page’s lower sections when their code cannot load', () => {
  it('stand in as one line of links to the places they lead to, with no error box', async () => {
    // The chunk's request fails, as after a network drop or a release that removed the old files.
    vi.doMock('./HomeLowerSections', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const problems = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { HomeLowerSections } = await import('./homeLowerSectionsLater');
    render(
      <Suspense>
        <HomeLowerSections />
      </Suspense>,
    );
    const line = await screen.findByRole('navigation', { name: 'Gift categories' });
    const links = within(line).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [...holidayHub, ...recipientGrid].map((link) => [link.label, `/category/${link.slug}`]),
    );
    expect(line.textContent).toMatch(
      /^For the season: Halloween, Ornaments, .*\. By recipient: For Her, .*Teachers\.$/,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'The holiday hub' })).toBeNull();
    expect(String(problems.mock.calls[0]?.[0])).toBe("The shop's home page sections could not load.");
    problems.mockRestore();
    vi.doUnmock('./HomeLowerSections');
  });
});
