import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says Oops! Page not found, links home, and logs the path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/no-such/page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no-such/page');
  });
});
