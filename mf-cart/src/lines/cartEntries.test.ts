import { describe, expect, it } from 'vitest';
import type { CartItem } from '@giftshop/shared/domain';
import { cartEntries } from './cartEntries';

const line = (id: string, group?: string, quantity = 1): CartItem => ({
  id,
  name: 'Tee',
  price: 20,
  image: '',
  quantity,
  customization: {},
  ...(group ? { group: { id: group, name: `Team ${group}` } } : {}),
});

describe('cartEntries', () => {
  it('lists a group as one entry where its first line is, with its lines and item count', () => {
    const entries = cartEntries([line('a'), line('t1', 'g', 2), line('b'), line('t2', 'g')]);
    expect(entries.map((e) => (e.kind === 'line' ? e.line.id : `${e.name}:${e.lines.length}:${e.itemCount}`))).toEqual([
      'a',
      'Team g:2:3',
      'b',
    ]);
  });
});
