import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './navigation';

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnPath('/checkout')).toBe('/checkout');
    expect(safeReturnPath('/products?q=mug&sort=price-low')).toBe('/products?q=mug&sort=price-low');
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    'evil',
    '',
    null,
    '/\u0000x',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/x/..//evil.example',
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value as string)).toBe('/');
  });
});
