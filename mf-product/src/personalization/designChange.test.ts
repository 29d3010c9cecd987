import { describe, expect, it } from 'vitest';
import { designChangeNote } from './designChange';
import { readPersonalization } from './personalizationOptions';

const field = (label: string, maxLength: number) =>
  readPersonalization({ fields: [{ key: 'k', label, maxLength, required: true }] }, 100)!;
const name = field('Name', 20);
const initials = field('Initials', 3);
const petName = field('Pet name', 20);

describe('designChangeNote', () => {
  it('says plainly that a design with no text will not print what was typed', () => {
    expect(designChangeNote('Alex', name, null, 'Pumpkin Patch')).toBe(
      'Pumpkin Patch is printed as drawn, with no text: “Alex” will not be printed.',
    );
  });

  it('says what the kept text now is when it fits the new design’s field', () => {
    expect(designChangeNote('Biscuit', name, petName, 'Paw Prints')).toBe(
      '“Biscuit” is kept as your pet name for Paw Prints.',
    );
    expect(designChangeNote('ALX', name, initials, 'Classic Monogram')).toBe(
      '“ALX” is kept as your initials for Classic Monogram.',
    );
    // back from fixed art, the text returns, and the page says so
    expect(designChangeNote('Alex', null, name, 'Custom Name Script')).toBe(
      '“Alex” is kept as your name for Custom Name Script.',
    );
  });

  it('leaves text over the new limit to the text box’s problem, which says what to change', () => {
    expect(designChangeNote('Alex', name, initials, 'Classic Monogram')).toBeNull();
  });

  it('has nothing to say with nothing typed, or when the field means the same', () => {
    expect(designChangeNote('  ', name, null, 'Pumpkin Patch')).toBeNull();
    expect(designChangeNote('Alex', name, field('Name', 24), 'Another Name Design')).toBeNull();
  });

  it('quotes hostile or long text as text, shortened', () => {
    expect(designChangeNote('<b>x</b>', name, null, 'Plaid')).toContain('“<b>x</b>”');
    expect(designChangeNote('y'.repeat(100), field('Custom text', 100), null, 'Plaid')).toContain(
      `“${'y'.repeat(39)}…”`,
    );
  });
});
