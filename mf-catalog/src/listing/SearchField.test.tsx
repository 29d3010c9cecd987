import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches after a pause in typing, replacing the history entry', () => {
    const onSearch = vi.fn();
    render(<SearchField value="" label="Search mugs" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search mugs' }), { target: { value: 'red' } });
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('red', { replace: true });
  });

  it('searches at once on Enter, as a new history entry', () => {
    const onSearch = vi.fn();
    render(<SearchField value="" label="Search mugs" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search mugs' });
    fireEvent.change(box, { target: { value: 'tote' } });
    fireEvent.submit(box.closest('form')!);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('tote', { replace: false });
  });

  it('follows the URL without eating the space the shopper just typed', () => {
    const { rerender } = render(<SearchField value="" label="Search" onSearch={() => {}} />);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'red ' } });
    rerender(<SearchField value="red" label="Search" onSearch={() => {}} />);
    expect(box.value).toBe('red ');
    rerender(<SearchField value="" label="Search" onSearch={() => {}} />);
    expect(box.value).toBe('');
  });
});
