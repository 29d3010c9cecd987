import { describe, expect, it } from 'vitest';
import { buildOptionGroups as build, initialSelections } from './optionGroups';
import { openingVariant, resolveDesign, resolveVariant } from './resolveSelection';
import { mugDesigns, mugVariants, variant } from './testData';

const groups = build(null, mugVariants, mugDesigns);

describe('resolveVariant', () => {
  it('finds the first variant matching every chosen variant option', () => {
    const chosen = resolveVariant(mugVariants, groups, {
      Style: '11 oz',
      Printing: 'One side',
      Color: 'Black',
    });
    expect(chosen?.variant_sku).toBe('MUG-11-B');
  });

  it('ignores design choices when matching variants', () => {
    const chosen = resolveVariant(mugVariants, groups, { Style: '15 oz', Design: 'MONO' });
    expect(chosen?.variant_sku).toBe('MUG-15-W');
  });

  it('falls back to the first variant when no variant matches the combination', () => {
    const chosen = resolveVariant(mugVariants, groups, { Style: '15 oz', Color: 'Black' });
    expect(chosen?.variant_sku).toBe('MUG-11-W');
  });

  it('is null when the product has no variants', () => {
    expect(resolveVariant([], groups, {})).toBeNull();
  });
});

describe('resolveDesign', () => {
  it('matches the chosen design by code', () => {
    expect(resolveDesign(mugDesigns, groups, { Design: 'MONO' })?.design_name).toBe('Monogram');
  });

  it('matches the chosen design by name', () => {
    expect(resolveDesign(mugDesigns, groups, { Design: 'Monogram' })?.design_code).toBe('MONO');
  });

  it('falls back to the first design when nothing matches or nothing is chosen', () => {
    expect(resolveDesign(mugDesigns, groups, { Design: 'NOPE' })?.design_code).toBe('FLORAL');
    expect(resolveDesign(mugDesigns, [], {})?.design_code).toBe('FLORAL');
  });

  it('never resolves a design the product does not offer (issue 33, item 5)', () => {
    const onlyMonogram = build(
      { optionGroups: [{ title: 'Design', type: 'design', designs: ['MONO'] }] },
      mugVariants,
      mugDesigns,
    );
    // the first design of the catalogue (FLORAL) is not this product's: its own first is
    expect(resolveDesign(mugDesigns, onlyMonogram, {})?.design_code).toBe('MONO');
    expect(resolveDesign(mugDesigns, onlyMonogram, { Design: 'FLORAL' })?.design_code).toBe('MONO');
    expect(resolveDesign(mugDesigns, onlyMonogram, { Design: 'Floral Wreath' })?.design_code).toBe('MONO');
  });

  it('is null when there are no designs', () => {
    expect(resolveDesign([], groups, {})).toBeNull();
  });
});

/** A stocking whose page shows Style and Colour, but not Printing (embroidered costs more than printed). */
const stockings = [
  variant({ variant_sku: 'STK-C-E-N', option1: 'Classic', option2: 'Embroidered', option3: 'Navy', price: 33.99 }),
  variant({ variant_sku: 'STK-C-P-N', option1: 'Classic', option2: 'Printed', option3: 'Navy', price: 29.99 }),
  variant({ variant_sku: 'STK-K-E-N', option1: 'Knit', option2: 'Embroidered', option3: 'Navy', price: 37.99 }),
  variant({ variant_sku: 'STK-K-P-N', option1: 'Knit', option2: 'Printed', option3: 'Navy', price: 33.99 }),
];
const stockingGroups = build(
  {
    optionGroups: [
      { title: 'Style', type: 'variant', attribute: 'Style' },
      { title: 'Colour', type: 'variant', attribute: 'Material' },
    ],
  },
  stockings,
  [],
);

describe('the variant the page opens on', () => {
  it('is the one the database names for the card, else the cheapest (first of equals)', () => {
    expect(openingVariant(stockings, 'STK-K-P-N')?.variant_sku).toBe('STK-K-P-N');
    expect(openingVariant(stockings, null)?.variant_sku).toBe('STK-C-P-N');
    expect(openingVariant(stockings, 'NO-SUCH')?.variant_sku).toBe('STK-C-P-N');
    expect(openingVariant([], 'STK-C-P-N')).toBeNull();
  });

  it('is what the page selects and prices on opening, even when a column has no selector', () => {
    const opening = openingVariant(stockings, 'STK-C-P-N');
    const selections = initialSelections(stockingGroups, opening);
    expect(resolveVariant(stockings, stockingGroups, selections)).toMatchObject({
      variant_sku: 'STK-C-P-N',
      price: 29.99,
    });
  });

  it('a choice without a selector for every column gets the cheapest matching variant', () => {
    expect(resolveVariant(stockings, stockingGroups, { Style: 'Knit', Colour: 'Navy' })?.variant_sku).toBe('STK-K-P-N');
  });
});
