import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@giftshop/shared/domain';
import { browserCartStorage, MAX_STORED_LINES, parseStoredCart, serializeCart } from './cartStorage';

const line: CartItem = {
  id: 'MUG-11OZ|ROSE',
  name: 'Name Mug',
  price: 18.99,
  image: 'product-images/mugs/name-mug.svg',
  quantity: 2,
  customization: { Color: 'White', personalizationText: 'Grandma' },
};

describe('parseStoredCart', () => {
  it('reads back what was written', () => {
    expect(parseStoredCart(serializeCart([line]))).toEqual({ items: [line] });
  });

  it('treats a missing value as an empty cart without complaint', () => {
    expect(parseStoredCart(null)).toEqual({ items: [] });
  });

  it('ignores a value that cannot be parsed, with a reason', () => {
    const result = parseStoredCart('{"items": [oops');
    expect(result.items).toEqual([]);
    expect(result.problem).toMatch(/not valid JSON/);
  });

  it('ignores a value that is not a list of lines', () => {
    expect(parseStoredCart('{"items":[]}').problem).toMatch(/not a list/);
    expect(parseStoredCart('42').problem).toMatch(/not a list/);
    expect(parseStoredCart('null').problem).toMatch(/not a list/);
  });

  it('drops tampered lines (negative price or quantity, wrong types) and keeps the valid ones', () => {
    const stored = JSON.stringify([
      { ...line, id: 'neg-price', price: -5 },
      { ...line, id: 'neg-qty', quantity: -3 },
      { ...line, id: 'half-qty', quantity: 1.5 },
      { ...line, id: 'string-price', price: '1' },
      { ...line, id: '' },
      'not a line',
      line,
    ]);
    const result = parseStoredCart(stored);
    expect(result.items).toEqual([line]);
    expect(result.problem).toMatch(/ignored 6 stored cart line/);
  });

  it('refuses lines carrying __proto__ keys and never pollutes Object.prototype', () => {
    const stored = `[{"id":"a","name":"A","price":1,"image":"","quantity":1,"customization":{"__proto__":{"polluted":"yes"}}},
      {"__proto__":{"polluted":"yes"},"id":"b","name":"B","price":1,"image":"","quantity":1,"customization":{}}]`;
    const result = parseStoredCart(stored);
    expect(result.items).toEqual([]);
    expect(result.problem).toMatch(/__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a huge list of lines or an oversize value unread', () => {
    const many = JSON.stringify(Array.from({ length: MAX_STORED_LINES + 1 }, (_, i) => ({ ...line, id: `L${i}` })));
    expect(parseStoredCart(many)).toMatchObject({ items: [], problem: expect.stringMatching(/lines, over/) });
    const huge = `[${'"x",'.repeat(200_000)}"x"]`;
    expect(parseStoredCart(huge)).toMatchObject({ items: [], problem: expect.stringMatching(/characters long/) });
  });

  it('keeps the first of two lines with the same id', () => {
    const result = parseStoredCart(JSON.stringify([line, { ...line, quantity: 7 }]));
    expect(result.items).toEqual([line]);
    expect(result.problem).toMatch(/duplicate id/);
  });

  it('keeps hostile text as plain data (rendering escapes it)', () => {
    const hostile = { ...line, name: '<img src=x onerror=alert(1)>' };
    expect(parseStoredCart(JSON.stringify([hostile])).items[0]!.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('strips fields that are not part of a cart line', () => {
    const result = parseStoredCart(JSON.stringify([{ ...line, isAdmin: true }]));
    expect(result.items[0]).toEqual(line);
  });
});

describe('browserCartStorage', () => {
  it('reads and writes under its key', () => {
    localStorage.clear();
    const storage = browserCartStorage('test:cart', () => localStorage);
    storage.write('[]');
    expect(localStorage.getItem('test:cart')).toBe('[]');
    expect(storage.read()).toBe('[]');
  });

  it('keeps working when the browser refuses storage', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const storage = browserCartStorage('test:cart', () => refusing);
    expect(storage.read()).toBeNull();
    expect(() => storage.write('[]')).not.toThrow();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
