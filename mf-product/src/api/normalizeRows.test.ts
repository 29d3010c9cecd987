import { describe, expect, it } from 'vitest';
import { toGallery } from './normalizeRows';

describe('toGallery', () => {
  it('keeps the colour a photo shows and where it leaves room for text', () => {
    expect(
      toGallery([{ url: ' a.svg ', colour: ' Blush Pink ', textArea: [200, 356, 190, 84] }, { url: 'b.svg' }, 'c.svg']),
    ).toEqual([
      { url: 'a.svg', colour: 'Blush Pink', textArea: [200, 356, 190, 84] },
      { url: 'b.svg' },
      { url: 'c.svg' },
    ]);
  });

  it('drops what is not a usable box or colour, and entries without a url', () => {
    for (const textArea of [
      [1, 2, 3],
      [0, 0, 700, 10],
      [590, 0, 20, 20],
      [0, 0, 5, 5],
      ['1', '2', '30', '40'],
      [NaN, 0, 20, 20],
      '<img src=x onerror=alert(1)>',
      { x: 1 },
    ])
      expect(toGallery([{ url: 'a.svg', colour: 42, textArea }])).toEqual([{ url: 'a.svg' }]);
    expect(toGallery([{ colour: 'Navy' }, null, { url: '  ' }])).toEqual([]);
  });
});
