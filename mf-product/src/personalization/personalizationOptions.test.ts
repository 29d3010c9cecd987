import { describe, expect, it } from 'vitest';
import { readPersonalization } from './personalizationOptions';
import { colorCss, outlineFor, plateFor } from './colorSwatch';

describe('readPersonalization', () => {
  it.each([[null], [undefined], [false], [{}], [[]], [''], ['null'], [{ enabled: false }], [{ text: false }], [42]])(
    'offers nothing for %j',
    (raw) => {
      expect(readPersonalization(raw, 100)).toBeNull();
    },
  );

  it("reads the catalogue's shape: the first field, and the colours", () => {
    const raw = {
      fields: [{ key: 'name', label: 'Name', maxLength: 24, placeholder: 'Olivia', required: true }],
      fonts: ['Serif', ' Serif ', 42, ''],
      colors: [
        { name: 'Gold', hex: '#B8892B' },
        { name: 'Evil', hex: 'red;}body{display:none' },
      ],
    };
    expect(readPersonalization(raw, 100)).toEqual({
      label: 'Name',
      placeholder: 'Olivia',
      maxLength: 24,
      required: true,
      colors: [{ name: 'Gold', css: '#B8892B' }],
      fonts: ['Serif'],
    });
    expect(readPersonalization({ fields: [] }, 100)).toBeNull();
  });

  it('reads the simple shapes with the shop defaults', () => {
    for (const raw of [true, ['text'], { text: true }, '{"text":true}']) {
      expect(readPersonalization(raw, 100)).toMatchObject({
        label: 'Your personalization',
        maxLength: 100,
        colors: [],
      });
    }
  });

  it('reads label, placeholder, limit and colours', () => {
    const result = readPersonalization(
      {
        label: 'Name on the mug',
        placeholder: 'Grandma',
        maxLength: 20,
        colors: ['Gold', { name: 'Ocean', hex: '#1f5f8b' }, 'Unobtainium'],
      },
      100,
    );
    expect(result).toEqual({
      label: 'Name on the mug',
      placeholder: 'Grandma',
      maxLength: 20,
      required: false,
      colors: [
        { name: 'Gold', css: '#b8892b' },
        { name: 'Ocean', css: '#1f5f8b' },
      ],
      fonts: [],
    });
  });

  it('reads the first entry of a list of fields, and a nested text object', () => {
    expect(readPersonalization([{ type: 'text', label: 'Initials', max_length: 3 }], 100)).toMatchObject({
      label: 'Initials',
      maxLength: 3,
    });
    expect(readPersonalization({ text: { label: 'Date', colours: ['navy'] } }, 100)).toMatchObject({
      label: 'Date',
      colors: [{ name: 'navy', css: '#1f2f56' }],
    });
  });

  it('never allows more than the shop limit', () => {
    expect(readPersonalization({ maxLength: 500 }, 100)?.maxLength).toBe(100);
    expect(readPersonalization({ maxLength: -3 }, 100)?.maxLength).toBe(100);
  });

  it('reads a number field beside the text (a jersey: name + 0–99), never as the text', () => {
    const read = readPersonalization(
      {
        fields: [
          { key: 'number', label: 'Number', type: 'number', min: 0, max: 99 },
          { key: 'name', label: 'Name', maxLength: 14, required: true },
        ],
      },
      100,
    );
    expect(read).toMatchObject({ label: 'Name', maxLength: 14, required: true });
    expect(read?.number).toEqual({ label: 'Number', min: 0, max: 99, required: false });
    expect(readPersonalization({ fields: [{ key: 'name', label: 'Name' }] }, 100)).not.toHaveProperty('number');
    expect(
      readPersonalization({ fields: [{ key: 'no', type: 'number', min: -5, max: 'x', required: true }] }, 100)?.number,
    ).toEqual({ label: 'Number', min: 0, max: 99, required: true });
  });
});

describe('colorCss', () => {
  it('knows catalogue colour names and hex values, and nothing else', () => {
    expect(colorCss('Navy')).toBe('#1f2f56');
    expect(colorCss('  forest   green ')).toBe('#24553a');
    expect(colorCss('Heather Grey')).toBe('#8a8d91');
    expect(colorCss('#ABC')).toBe('#ABC');
    expect(colorCss('red; background:url(x)')).toBeNull();
    expect(colorCss('Ceramic')).toBeNull();
    expect(colorCss(null)).toBeNull();
  });
});

describe('outlineFor', () => {
  it('puts a dark halo around light inks and a light one around dark inks', () => {
    expect(outlineFor('#ffffff')).toMatch(/^rgba\(42, 33, 27/);
    expect(outlineFor('#fff')).toMatch(/^rgba\(42, 33, 27/);
    expect(outlineFor('#22385e')).toMatch(/^rgba\(255, 255, 255/);
    expect(outlineFor('not a colour')).toMatch(/^rgba\(255, 255, 255/);
  });

  it('puts a dark plate behind light inks and a light one behind dark inks', () => {
    expect(plateFor('#ffffff')).toMatch(/^rgba\(42, 33, 27/);
    expect(plateFor('#333333')).toMatch(/^rgba\(255, 255, 255/);
  });
});
