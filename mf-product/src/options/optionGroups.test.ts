import { describe, expect, it } from 'vitest';
import { buildOptionGroups, initialSelections, variantValues } from './optionGroups';
import { mugDesigns, mugVariants, variant } from './testData';

describe('buildOptionGroups', () => {
  it('builds the default groups from the variants and designs when none are configured', () => {
    const groups = buildOptionGroups(null, mugVariants, mugDesigns);
    expect(groups.map((g) => g.title)).toEqual([
      'Style Options',
      'Printing Options',
      'Color Options',
      'Design Options',
    ]);
    expect(groups[0]).toMatchObject({ type: 'variant', attribute: 'Style' });
    expect(groups[0]?.values.map((v) => v.value)).toEqual(['11 oz', '15 oz']);
    expect(groups[2]?.values.map((v) => v.value)).toEqual(['White', 'Black']);
    expect(groups[3]?.values).toEqual([
      { value: 'FLORAL', label: 'Floral Wreath' },
      { value: 'MONO', label: 'Monogram' },
    ]);
  });

  it('treats an empty optionGroups list like no configuration', () => {
    expect(buildOptionGroups({ optionGroups: [] }, mugVariants, []).map((g) => g.title)).toEqual([
      'Style Options',
      'Printing Options',
      'Color Options',
    ]);
  });

  it('leaves out default groups with nothing to choose', () => {
    const plain = [variant({ variant_sku: 'A', option1: 'Classic' })];
    expect(buildOptionGroups(undefined, plain, []).map((g) => g.title)).toEqual(['Style Options']);
  });

  it('follows configured groups in their order, mapping Style/Printing/Material to option1/2/3', () => {
    const groups = buildOptionGroups(
      {
        optionGroups: [
          { title: 'Pick a design', type: 'design' },
          { title: 'Mug colour', type: 'variant', attribute: 'Material' },
          { title: 'Size', type: 'variant', attribute: 'Style' },
          { title: 'Print', type: 'variant', attribute: 'Printing' },
        ],
      },
      mugVariants,
      mugDesigns,
    );
    expect(groups.map((g) => [g.title, g.type === 'variant' ? g.attribute : 'design'])).toEqual([
      ['Pick a design', 'design'],
      ['Mug colour', 'Material'],
      ['Size', 'Style'],
      ['Print', 'Printing'],
    ]);
    expect(groups[1]?.values.map((v) => v.value)).toEqual(['White', 'Black']);
    expect(groups[3]?.values.map((v) => v.value)).toEqual(['One side', 'Both sides']);
  });

  it('skips malformed configured groups instead of failing', () => {
    const groups = buildOptionGroups(
      {
        optionGroups: [
          { title: '', type: 'variant', attribute: 'Style' },
          { title: 'Odd', type: 'variant', attribute: 'Size' as never },
          { title: 'Weird', type: 'other' as never },
          null as never,
          { title: 'Size', type: 'variant', attribute: 'Style' },
        ],
      },
      mugVariants,
      mugDesigns,
    );
    expect(groups.map((g) => g.title)).toEqual(['Size']);
  });

  it('gives groups with the same title distinct keys', () => {
    const groups = buildOptionGroups(
      {
        optionGroups: [
          { title: 'Options', type: 'variant', attribute: 'Style' },
          { title: 'Options', type: 'variant', attribute: 'Material' },
        ],
      },
      mugVariants,
      [],
    );
    expect(groups.map((g) => g.key)).toEqual(['Options', 'Options 2']);
  });
});

describe('variantValues', () => {
  it('trims, de-duplicates and drops empty values', () => {
    const values = variantValues(
      [
        variant({ variant_sku: 'A', option1: ' Classic ' }),
        variant({ variant_sku: 'B', option1: 'Classic' }),
        variant({ variant_sku: 'C', option1: '' }),
        variant({ variant_sku: 'D', option1: null }),
      ],
      'Style',
    );
    expect(values).toEqual([{ value: 'Classic', label: 'Classic' }]);
  });
});

describe('initialSelections', () => {
  it('picks the first value of every group', () => {
    const groups = buildOptionGroups(null, mugVariants, mugDesigns);
    expect(initialSelections(groups)).toEqual({
      'Style Options': '11 oz',
      'Printing Options': 'One side',
      'Color Options': 'White',
      'Design Options': 'FLORAL',
    });
  });

  it('opens on the values of the variant whose price the card shows', () => {
    const groups = buildOptionGroups(null, mugVariants, mugDesigns);
    expect(initialSelections(groups, mugVariants[2]!)).toEqual({
      'Style Options': '15 oz',
      'Printing Options': 'Both sides',
      'Color Options': 'White',
      'Design Options': 'FLORAL',
    });
  });
});
