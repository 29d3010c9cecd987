import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomizationLines } from './CustomizationLines';

const shown = (customization: Record<string, string>) =>
  render(<CustomizationLines customization={customization} />).container.textContent;

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

  it('shows the text and every choice with its label: size, printing, colour, design by name, lettering', () => {
    expect(shown(line)).toBe(
      'Style:Round BaublePrinting:Single-SidedColour:Cranberry RedDesign:Custom Name Script' +
        'Text:“Emma”Lettering:Classic SerifText colour:Gold',
    );
  });

  it('tells apart two lines that differ only by lettering', () => {
    expect(shown(line)).not.toBe(shown({ ...line, font: 'Block Capitals' }));
    expect(shown({ ...line, font: 'Block Capitals' })).toContain('Lettering:Block Capitals');
  });

  it('never shows internal keys, and shows hostile text as text', () => {
    const text = shown({ personalizationText: '<img src=x onerror=alert(1)>', font: 'Modern Sans' });
    expect(text).toBe('Text:“<img src=x onerror=alert(1)>”Lettering:Modern Sans');
    expect(text).not.toMatch(/personalizationText|textColor|font:/);
    // lettering without text says nothing
    expect(shown({ font: 'Modern Sans', Style: 'Mug' })).toBe('Style:Mug');
  });

  it('shows nothing when nothing was chosen', () => {
    expect(shown({})).toBe('');
  });
});
