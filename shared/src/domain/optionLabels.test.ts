import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_LABELS, optionLabel } from './optionLabels';

describe('optionLabel', () => {
  it('reads every spelling of an option as its one label', () => {
    expect(['Style', 'style', 'Style Options', ' STYLE option ', 'Styles'].map(optionLabel)).toEqual(
      Array(5).fill('Style'),
    );
    expect(['Printing', 'Printing Options'].map(optionLabel)).toEqual(['Printing', 'Printing']);
    expect(
      ['Colour', 'Color', 'Color Options', 'Colour Options', 'colours', 'Material', 'Materials'].map(optionLabel),
    ).toEqual(Array(7).fill('Color'));
    expect(['Design', 'Design Options', 'designs'].map(optionLabel)).toEqual(['Design', 'Design', 'Design']);
  });

  it('keeps other words as they are, without a trailing "Options"', () => {
    expect(optionLabel('Finish Options')).toBe('Finish');
    expect(optionLabel('Options')).toBe('Options');
    expect(optionLabel('Colourway')).toBe('Colourway');
    expect(optionLabel('<b>Size</b>')).toBe('<b>Size</b>');
  });

  it('names the third variant column Color', () => {
    expect(ATTRIBUTE_LABELS).toEqual({ Style: 'Style', Printing: 'Printing', Material: 'Color' });
  });
});
