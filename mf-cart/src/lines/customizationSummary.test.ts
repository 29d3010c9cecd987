import { describe, expect, it } from 'vitest';
import { summarizeCustomization } from './customizationSummary';

describe('summarizeCustomization', () => {
  it('shows the personalization text and the colour option', () => {
    expect(summarizeCustomization({ Style: '11 oz', Color: 'Rose', personalizationText: ' Grandma ' })).toEqual({
      text: 'Grandma',
      color: 'Rose',
    });
  });

  it('keeps the text colour with the text, apart from the item colour', () => {
    expect(summarizeCustomization({ textColor: 'Gold', Color: 'Navy', personalizationText: 'Team' })).toEqual({
      text: 'Team',
      textColor: 'Gold',
      color: 'Navy',
    });
    expect(summarizeCustomization({ textColor: 'Gold' })).toEqual({});
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
