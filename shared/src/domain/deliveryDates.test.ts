import { describe, expect, it } from 'vitest';
import { arrivesByText, formatDeliveryDay, orderByText } from './deliveryDates';

describe('delivery dates as the shop writes them', () => {
  it('writes a calendar day the same in every time zone', () => {
    expect(formatDeliveryDay('2026-12-23')).toBe('Wed, Dec 23');
    expect(arrivesByText('2026-12-28')).toBe('Arrives by Mon, Dec 28');
    expect(orderByText('2026-12-09', 'Christmas')).toBe('Order by Dec 9 for Christmas');
  });

  it('says nothing for what is not a calendar day', () => {
    for (const bad of [null, undefined, '', '2026-13-45', '2026-12-23T00:00:00Z', '<b>', 'Dec 23']) {
      expect(formatDeliveryDay(bad)).toBeNull();
      expect(arrivesByText(bad)).toBeNull();
    }
    expect(orderByText('2026-12-09', '')).toBeNull();
  });
});
