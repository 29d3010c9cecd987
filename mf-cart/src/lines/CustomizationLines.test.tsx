import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomizationLines } from './CustomizationLines';

const shown = (customization: Record<string, string>) =>
  render(<CustomizationLines customization={customization} />).container.textContent;
const rows = (customization: Record<string, string>) =>
  [...render(<CustomizationLines customization={customization} />).container.querySelectorAll('dl > div')].map(
    (row) => row.textContent,
  );

describe('CustomizationLines', () => {
  const line = {
    Style: 'Round Bauble',
    Printing: 'Single-Sided',
    Colour: 'Cranberry Red',
    Design: 'Custom Name Script',
    personalizationText: ' Emma ',
    textColor: 'Gold',
    font: 'Classic Serif',
  };

  it('shows the text and every choice with its one label, a choice a row', () => {
    expect(rows(line)).toEqual([
      'Style: Round Bauble',
      'Printing: Single-Sided',
      'Color: Cranberry Red',
      'Design: Custom Name Script',
      'Personalization: “Emma”',
      'Lettering: Classic Serif',
      'Text color: Gold',
    ]);
  });

  it('isolates the shopper’s text inside its quotes: right-to-left words and overrides never move them (QA sweep H-e)', () => {
    // before, at 375 px: 'שלום!' read “שלום!” with the ! on the wrong side, and '\u202Egum' read “”mug
    for (const text of ['שלום!', '\u202Egum', 'Ada (אדה)']) {
      const { container, unmount } = render(<CustomizationLines customization={{ personalizationText: text }} />);
      const quoted = container.querySelector('dd')!;
      expect(quoted.textContent).toBe(`“${text}”`);
      expect(quoted.querySelector('bdi')?.textContent).toBe(text);
      unmount();
    }
  });

  it('puts no separator between choices, so none can dangle at the end of a wrapped line (issue 33, item 8)', () => {
    render(<CustomizationLines customization={line} />);
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('flex-direction: column');
    expect(css).not.toMatch(/content:/);
    expect(document.body.textContent).not.toContain('·');
  });

  it('tells apart two lines that differ only by lettering', () => {
    expect(shown(line)).not.toBe(shown({ ...line, font: 'Block Capitals' }));
    expect(shown({ ...line, font: 'Block Capitals' })).toContain('Lettering: Block Capitals');
  });

  it('never shows internal keys, and shows hostile text as text', () => {
    const text = shown({ personalizationText: '<img src=x onerror=alert(1)>', font: 'Modern Sans' });
    expect(text).toBe('Personalization: “<img src=x onerror=alert(1)>”Lettering: Modern Sans');
    expect(text).not.toMatch(/personalizationText|textColor|font:/);
    // lettering without text says nothing
    expect(shown({ font: 'Modern Sans', Style: 'Mug' })).toBe('Style: Mug');
  });

  it('shows nothing when nothing was chosen', () => {
    expect(shown({})).toBe('');
  });
});
