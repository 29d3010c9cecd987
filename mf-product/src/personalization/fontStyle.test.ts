import { describe, expect, it } from 'vitest';
import { font } from '@giftshop/shared';
import { previewFont } from './fontStyle';

describe('previewFont', () => {
  it("draws the catalogue's fonts with system fonts", () => {
    expect(previewFont('Classic Serif')).toEqual({ family: font.display, uppercase: false, italic: false });
    expect(previewFont('Handwritten Script')).toMatchObject({ italic: true });
    expect(previewFont('Handwritten Script').family).toContain('cursive');
    expect(previewFont('Modern Sans')).toEqual({ family: font.body, uppercase: false, italic: false });
    expect(previewFont('Block Capitals')).toEqual({ family: font.body, uppercase: true, italic: false });
  });

  it('falls back to the serif for unknown or missing names', () => {
    expect(previewFont('Comic Whatever')).toEqual({ family: font.display, uppercase: false, italic: false });
    expect(previewFont(null).family).toBe(font.display);
  });
});
