import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches after a pause in typing, as one new history entry that further typing refines', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchField value="" label="Search mugs" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search mugs' });
    fireEvent.change(box, { target: { value: 'r' } });
    fireEvent.change(box, { target: { value: 'red' } });
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    // One entry for the settled search, not one per keystroke; Back returns to the unsearched listing.
    expect(onSearch.mock.calls).toEqual([['red', { replace: false }]]);
    rerender(<SearchField value="red" label="Search mugs" onSearch={onSearch} />);
    fireEvent.change(box, { target: { value: 'red mug' } });
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenLastCalledWith('red mug', { replace: true });
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('starts a new entry when the shopper types again after going Back or pressing Enter', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchField value="" label="Search mugs" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search mugs' });
    fireEvent.change(box, { target: { value: 'red' } });
    act(() => vi.advanceTimersByTime(400));
    // Back: the URL has no search any more.
    rerender(<SearchField value="" label="Search mugs" onSearch={onSearch} />);
    fireEvent.change(box, { target: { value: 'blue' } });
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenLastCalledWith('blue', { replace: false });
    rerender(<SearchField value="blue" label="Search mugs" onSearch={onSearch} />);
    fireEvent.submit(box.closest('form')!);
    fireEvent.change(box, { target: { value: 'blue tote' } });
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenLastCalledWith('blue tote', { replace: false });
  });

  it('adds no entry for hostile or blank typing that leaves the search as it is', () => {
    const onSearch = vi.fn();
    render(<SearchField value="red" label="Search mugs" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search mugs' });
    fireEvent.change(box, { target: { value: '  red \t ' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '<img src=x onerror=alert(1)>' } });
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledWith('<img src=x onerror=alert(1)>', { replace: false });
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

  it('takes 100 characters as the database counts them: 100 emoji, or 50 flags, not 50 emoji (UTF-16 units)', () => {
    const onSearch = vi.fn();
    render(<SearchField value="" label="Search mugs" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search mugs' }) as HTMLInputElement;
    // no limit in UTF-16 units (an input's maxLength): the box's own, in characters
    expect(box.maxLength).toBe(-1);
    fireEvent.change(box, { target: { value: '🎁'.repeat(100) } });
    expect(box.value).toBe('🎁'.repeat(100));
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenLastCalledWith('🎁'.repeat(100), { replace: false });
    fireEvent.change(box, { target: { value: `${'🇫🇷'.repeat(50)}🎁` } });
    expect(box.value).toBe('🇫🇷'.repeat(50));
    act(() => vi.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenLastCalledWith('🇫🇷'.repeat(50), { replace: false });
  });
});
