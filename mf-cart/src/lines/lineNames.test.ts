import { describe, expect, it } from 'vitest';
import { type CartItem } from '@giftshop/shared/domain';
import { lineNames } from './lineNames';

const ornament = (id: string, name: string, color: string): CartItem => ({
  id,
  name: 'Snowflake Name Personalized Ornament',
  price: 14.99,
  image: '',
  quantity: 1,
  customization: { Style: 'Flat Disc', Color: color, personalizationText: name, font: 'Classic Serif' },
});
const mug: CartItem = { ...ornament('MUG', 'Grandma', 'Rose'), name: 'Name Mug' };

describe('lineNames', () => {
  it('names a line by its product alone when no other line has that name', () => {
    expect([...lineNames([mug, ornament('O1', 'Emma', 'Gold')]).values()]).toEqual([
      'Name Mug',
      'Snowflake Name Personalized Ornament',
    ]);
  });

  it('adds what tells lines of one product apart: the text, then each choice that differs, never what they share', () => {
    const names = lineNames([
      ornament('O1', 'Emma', 'Gold'),
      ornament('O2', 'Liam', 'Navy'),
      ornament('O3', 'Olivia', 'Cranberry Red'),
      mug,
    ]);
    expect([...names.values()]).toEqual([
      'Snowflake Name Personalized Ornament, “Emma”, Color: Gold',
      'Snowflake Name Personalized Ornament, “Liam”, Color: Navy',
      'Snowflake Name Personalized Ornament, “Olivia”, Color: Cranberry Red',
      'Name Mug',
    ]);
    // the same text in two sizes: the size alone (the text is the same)
    const dad = ornament('T1', 'Dad', 'Gold');
    const sized = lineNames([
      { ...dad, customization: { ...dad.customization, Size: 'M' } },
      { ...dad, id: 'T2', customization: { ...dad.customization, Size: 'L', font: 'Block Capitals' } },
    ]);
    expect([...sized.values()]).toEqual([
      'Snowflake Name Personalized Ornament, Size: M, Lettering: Classic Serif',
      'Snowflake Name Personalized Ornament, Size: L, Lettering: Block Capitals',
    ]);
  });
});
