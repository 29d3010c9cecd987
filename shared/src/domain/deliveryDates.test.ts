import { describe, expect, it } from 'vitest';
import { arrivesByText, formatDeliveryDay, orderByText, toDeliveryOptions } from './deliveryDates';

describe('delivery dates as the shop writes them', () => {
  it('writes a calendar day the same in every time zone', () => {
    expect(formatDeliveryDay('2026-12-23')).toBe('Wed, Dec 23');
    expect(arrivesByText('2026-12-28')).toBe('Arrives by Mon, Dec 28');
    expect(orderByText('2026-12-09', 'Christmas')).toBe('Order by Dec 9 for Christmas');
  });

  it('writes every day of several years in Intl’s en-US words', () => {
    const long = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const differ: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time <= Date.UTC(2031, 11, 31); time += 86_400_000) {
      const date = new Date(time);
      const iso = date.toISOString().slice(0, 10);
      if (formatDeliveryDay(iso) !== long.format(date)) differ.push(`${iso}: ${formatDeliveryDay(iso)}`);
      if (orderByText(iso, 'Christmas') !== `Order by ${short.format(date)} for Christmas`)
        differ.push(`${iso} (order by)`);
    }
    expect(differ).toEqual([]);
  });

  it('says nothing for what is not a calendar day', () => {
    for (const bad of [null, undefined, '', '2026-13-45', '2026-12-23T00:00:00Z', '<b>', 'Dec 23']) {
      expect(formatDeliveryDay(bad)).toBeNull();
      expect(arrivesByText(bad)).toBeNull();
    }
    expect(orderByText('2026-12-09', '')).toBeNull();
  });

  it('reads the database’s delivery options, dropping what is not one', () => {
    expect(
      toDeliveryOptions([
        {
          code: 'standard',
          name: 'Standard',
          min_days: 5,
          max_days: 7,
          price: 6.95,
          arrives_earliest: '2026-12-23',
          arrives_latest: '2026-12-28',
        },
        { code: 'express', name: 'Express', price: '14.95', arrives_latest: 'soon' },
        { name: 'no code' },
        null,
      ]),
    ).toEqual([
      {
        code: 'standard',
        name: 'Standard',
        minDays: 5,
        maxDays: 7,
        price: 6.95,
        arrivesEarliest: '2026-12-23',
        arrivesLatest: '2026-12-28',
      },
      {
        code: 'express',
        name: 'Express',
        minDays: null,
        maxDays: null,
        price: 14.95,
        arrivesEarliest: null,
        arrivesLatest: null,
      },
    ]);
    expect(toDeliveryOptions({ code: 'x' })).toEqual([]);
  });
});
