import { describe, expect, it } from 'vitest';
import { buildOptionGroups, initialSelections, variantValues } from './optionGroups';
import { mugDesigns, mugVariants, variant } from './testData';

describe('buildOptionGroups', () => {
  it('builds the default groups from the variants and designs when none are configured', () => {
    const groups = buildOptionGroups(null, mugVariants, mugDesigns);
    // one label per option, the same on every product (issue 33, item 7)
    expect(groups.map((g) => g.title)).toEqual(['Style', 'Printing', 'Color', 'Design']);
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
      'Style',
      'Printing',
      'Color',
    ]);
  });

  it('leaves out default groups with nothing to choose', () => {
    const plain = [variant({ variant_sku: 'A', option1: 'Classic' })];
    expect(buildOptionGroups(undefined, plain, []).map((g) => g.title)).toEqual(['Style']);
  });

  it('follows configured groups in their order, mapping Style/Printing/Material to option1/2/3, each under its one label', () => {
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
      ['Design', 'design'],
      ['Color', 'Material'],
      ['Style', 'Style'],
      ['Printing', 'Printing'],
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
    expect(groups.map((g) => g.title)).toEqual(['Style']);
  });

  it('gives two groups of the same option distinct keys', () => {
    const groups = buildOptionGroups(
      {
        optionGroups: [
          { title: 'Options', type: 'variant', attribute: 'Style' },
          { title: 'More options', type: 'variant', attribute: 'Style' },
        ],
      },
      mugVariants,
      [],
    );
    expect(groups.map((g) => g.key)).toEqual(['Style', 'Style 2']);
  });

  it('offers only the designs the product names, in its order (issue 33, item 4)', () => {
    const config = (designs: unknown) => ({
      optionGroups: [{ title: 'Design', type: 'design' as const, designs: designs as string[] }],
    });
    const offered = (designs: unknown) =>
      buildOptionGroups(config(designs), mugVariants, mugDesigns)[0]?.values.map((v) => v.value);
    expect(offered(['MONO'])).toEqual(['MONO']);
    expect(offered(['MONO', 'FLORAL', 'MONO'])).toEqual(['MONO', 'FLORAL']);
    // codes the catalogue does not have (or no longer sells) are not offered; no list offers every design
    expect(offered(['PUMPKIN', 'MONO', 7, null])).toEqual(['MONO']);
    expect(offered(undefined)).toEqual(['FLORAL', 'MONO']);
    // a list that names nothing the shop sells leaves the group out
    expect(buildOptionGroups(config(['PUMPKIN']), mugVariants, mugDesigns)).toEqual([]);
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
      Style: '11 oz',
      Printing: 'One side',
      Color: 'White',
      Design: 'FLORAL',
    });
  });

  it('opens on the values of the variant whose price the card shows', () => {
    const groups = buildOptionGroups(null, mugVariants, mugDesigns);
    expect(initialSelections(groups, mugVariants[2]!)).toEqual({
      Style: '15 oz',
      Printing: 'Both sides',
      Color: 'White',
      Design: 'FLORAL',
    });
  });
});
