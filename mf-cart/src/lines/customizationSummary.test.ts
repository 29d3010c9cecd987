import { describe, expect, it } from 'vitest';
import { summarizeCustomization } from './customizationSummary';

describe('summarizeCustomization', () => {
  it('shows the personalization text and the colour option', () => {
    expect(
      summarizeCustomization({ Style: '11 oz', 'Color Options': 'Rose', personalizationText: ' Grandma ' }),
    ).toEqual({ text: 'Grandma', color: 'Rose' });
  });

  it('falls back to the material option for the colour', () => {
    expect(summarizeCustomization({ Material: 'Oak' })).toEqual({ color: 'Oak' });
    expect(summarizeCustomization({ Material: 'Oak', colour: 'Red' })).toEqual({ color: 'Red' });
  });

  it('shows nothing for empty or missing values', () => {
    expect(summarizeCustomization({ Color: '  ', personalizationText: '' })).toEqual({});
    expect(summarizeCustomization({})).toEqual({});
  });
});
