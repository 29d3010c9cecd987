import { describe, expect, it } from 'vitest';
import { gridStretches, WINDOW_FROM } from './rowWindow';

const view = { scrollTop: 0, viewport: 420, rowHeight: 45, overscan: 10, keep: null };

describe('gridStretches', () => {
  it(`draws a group of up to ${WINDOW_FROM} rows whole`, () => {
    expect(gridStretches({ ...view, count: WINDOW_FROM })).toEqual([{ kind: 'rows', from: 0, to: WINDOW_FROM }]);
    expect(gridStretches({ ...view, count: 0 })).toEqual([]);
  });

  it('draws the rows in view of a 200-row group and a few each side, the rest as spacers', () => {
    expect(gridStretches({ ...view, count: 200 })).toEqual([
      { kind: 'rows', from: 0, to: 20 },
      { kind: 'gap', from: 20, to: 200 },
    ]);
    expect(gridStretches({ ...view, count: 200, scrollTop: 45 * 100 })).toEqual([
      { kind: 'gap', from: 0, to: 90 },
      { kind: 'rows', from: 90, to: 120 },
      { kind: 'gap', from: 120, to: 200 },
    ]);
    expect(gridStretches({ ...view, count: 200, scrollTop: 45 * 200 }).at(-1)).toEqual({
      kind: 'rows',
      from: 190,
      to: 200,
    });
  });

  it('keeps the focused row drawn when it is scrolled out of view', () => {
    expect(gridStretches({ ...view, count: 200, scrollTop: 45 * 100, keep: 3 })).toEqual([
      { kind: 'gap', from: 0, to: 3 },
      { kind: 'rows', from: 3, to: 4 },
      { kind: 'gap', from: 4, to: 90 },
      { kind: 'rows', from: 90, to: 120 },
      { kind: 'gap', from: 120, to: 200 },
    ]);
    expect(gridStretches({ ...view, count: 200, keep: 199 }).slice(-2)).toEqual([
      { kind: 'gap', from: 20, to: 199 },
      { kind: 'rows', from: 199, to: 200 },
    ]);
  });
});
