import { describe, expect, it } from 'vitest';
import { buildOptionGroups } from './optionGroups';
import { resolveDesign, resolveVariant } from './resolveSelection';
import { mugDesigns, mugVariants } from './testData';

const groups = buildOptionGroups(null, mugVariants, mugDesigns);

describe('resolveVariant', () => {
  it('finds the first variant matching every chosen variant option', () => {
    const chosen = resolveVariant(mugVariants, groups, {
      'Style Options': '11 oz',
      'Printing Options': 'One side',
      'Color Options': 'Black',
    });
    expect(chosen?.variant_sku).toBe('MUG-11-B');
  });

  it('ignores design choices when matching variants', () => {
    const chosen = resolveVariant(mugVariants, groups, { 'Style Options': '15 oz', 'Design Options': 'MONO' });
    expect(chosen?.variant_sku).toBe('MUG-15-W');
  });

  it('falls back to the first variant when no variant matches the combination', () => {
    const chosen = resolveVariant(mugVariants, groups, { 'Style Options': '15 oz', 'Color Options': 'Black' });
    expect(chosen?.variant_sku).toBe('MUG-11-W');
  });

  it('is null when the product has no variants', () => {
    expect(resolveVariant([], groups, {})).toBeNull();
  });
});

describe('resolveDesign', () => {
  it('matches the chosen design by code', () => {
    expect(resolveDesign(mugDesigns, groups, { 'Design Options': 'MONO' })?.design_name).toBe('Monogram');
  });

  it('matches the chosen design by name', () => {
    expect(resolveDesign(mugDesigns, groups, { 'Design Options': 'Monogram' })?.design_code).toBe('MONO');
  });

  it('falls back to the first design when nothing matches or nothing is chosen', () => {
    expect(resolveDesign(mugDesigns, groups, { 'Design Options': 'NOPE' })?.design_code).toBe('FLORAL');
    expect(resolveDesign(mugDesigns, [], {})?.design_code).toBe('FLORAL');
  });

  it('is null when there are no designs', () => {
    expect(resolveDesign([], groups, {})).toBeNull();
  });
});
