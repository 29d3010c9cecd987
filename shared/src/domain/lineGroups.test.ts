import { describe, expect, it } from 'vitest';
import { itemCountLabel, lineEntries, orderLineEntries } from './lineGroups';

const line = (id: string, quantity = 1, group?: string) => ({ id, quantity, ...(group ? { group } : {}) });
const shown = (entries: ReturnType<typeof orderLineEntries<ReturnType<typeof line>>>) =>
  entries.map((e) =>
    e.kind === 'line' ? e.line.id : `${e.name}[${e.lines.map((l) => l.id).join(',')}]=${e.itemCount}`,
  );

describe('lineEntries', () => {
  it('lists a group as one entry where its first line is, with every line of it and its item count', () => {
    expect(shown(orderLineEntries([line('a'), line('t1', 2, 'Team'), line('b'), line('t2', 1, 'Team')]))).toEqual([
      'a',
      'Team[t1,t2]=3',
      'b',
    ]);
  });

  it('keeps two groups apart by key, even with the same name (the cart keys them by id)', () => {
    const cart = [
      { id: 'x', quantity: 1, g: { key: 'g1', name: 'Team order' } },
      { id: 'y', quantity: 1, g: { key: 'g2', name: 'Team order' } },
    ];
    const entries = lineEntries(cart, (l) => l.g);
    expect(entries.map((e) => (e.kind === 'group' ? `${e.key}:${e.name}` : e.line.id))).toEqual([
      'g1:Team order',
      'g2:Team order',
    ]);
  });

  it('leaves a list without groups as it was, line for line', () => {
    const lines = [line('a'), line('b', 3)];
    expect(orderLineEntries(lines)).toEqual([
      { kind: 'line', line: lines[0] },
      { kind: 'line', line: lines[1] },
    ]);
    expect(orderLineEntries([])).toEqual([]);
  });

  it('counts items in the shop’s words', () => {
    expect([itemCountLabel(1), itemCountLabel(0), itemCountLabel(24)]).toEqual(['1 item', '0 items', '24 items']);
  });
});
