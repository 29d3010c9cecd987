import { describe, expect, it, vi } from 'vitest';
import { formatClockTime, formatDay } from './dates';

describe('formatDay and formatClockTime', () => {
  it('write a day and a time as the shop does, and give nothing for an unreadable date', () => {
    expect(formatDay('2026-11-23T10:00:00Z', 'utc')).toBe('Nov 23, 2026');
    expect(formatDay('2026-11-23T23:30:00-08:00', 'utc')).toBe('Nov 24, 2026');
    // the shopper's own zone: the same words as the date's own local reading
    const local = new Date(2026, 10, 23, 15, 5);
    expect(formatDay(local)).toBe('Nov 23, 2026');
    expect(formatClockTime(local)).toBe('3:05 PM');
    expect(formatClockTime(local.toISOString())).toBe('3:05 PM');
    for (const bad of ['', 'not a date', new Date(Number.NaN)]) {
      expect(formatDay(bad)).toBe('');
      expect(formatClockTime(bad)).toBe('');
    }
  });

  it('write a time of day in UTC in Intl’s en-US words, every minute of a day', () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const differ: string[] = [];
    for (let time = Date.UTC(2026, 10, 29); time < Date.UTC(2026, 10, 30); time += 60_000) {
      const date = new Date(time);
      if (formatClockTime(date, 'utc') !== intl.format(date))
        differ.push(`${date.toISOString()}: ${formatClockTime(date, 'utc')}`);
    }
    expect(differ).toEqual([]);
    expect(formatClockTime('2026-11-29T13:05:00+00:00', 'utc')).toBe('1:05 PM');
    expect(formatClockTime('not a date', 'utc')).toBe('');
  });

  it('write a day in UTC in Intl’s en-US words, for every day of several years and any time of it', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const differ: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time <= Date.UTC(2031, 11, 31); time += 86_400_000) {
      for (const hour of [0, 13, 23]) {
        const date = new Date(time + hour * 3_600_000 + 59 * 60_000);
        if (formatDay(date, 'utc') !== intl.format(date))
          differ.push(`${date.toISOString()}: ${formatDay(date, 'utc')}`);
        if (formatDay(date.toISOString(), 'utc') !== intl.format(date)) differ.push(`${date.toISOString()} (text)`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('build no formatter per call (the reason they exist)', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const dates = Array.from({ length: 1000 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)));
    const written = dates.map((date) => `${formatDay(date, 'utc')} ${formatDay(date)} ${formatClockTime(date)}`);
    expect(new Set(written).size).toBe(1000);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
