import { describe, expect, it } from 'vitest';
import { checkRows, sizeSummary } from './groupRows';
import { decodeRosterFile, MAX_GROUP_ROWS, parseRoster, rosterCsv } from './rosterParse';

const run = {
  code: 'adult',
  guideNote: null,
  sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'].map((size) => ({ size, upcharge: 0, measurements: {} })),
};
const name = { label: 'Name', placeholder: '', maxLength: 20, required: true, colors: [], fonts: [] };

describe('parseRoster', () => {
  it.each([
    ['tabs (a spreadsheet paste)', 'Alex\tM\nSam\tL\n'],
    ['commas', 'Alex,M\r\nSam,L'],
    ['semicolons', 'Alex;M\nSam;L'],
  ])('reads %s', (_, text) => {
    expect(parseRoster(text, true).rows).toEqual([
      { text: 'Alex', size: 'M' },
      { text: 'Sam', size: 'L' },
    ]);
  });

  it('recognises a header row, skips blank rows, and reads quoted cells with separators and line breaks', () => {
    const parsed = parseRoster('Size,Name\n\nM,"Smith, Jo"\n,\nL,"Two\nlines"\n', true);
    expect(parsed.rows).toEqual([
      { text: 'Smith, Jo', size: 'M' },
      { text: 'Two\nlines', size: 'L' },
    ]);
    expect(parsed.notes).toContain('The first row was read as column names.');
  });

  it('says which header columns it did not read', () => {
    expect(parseRoster('Name\tNumber\tSize\nAlex\t7\tM', true).notes.join(' ')).toContain('"Number" was not read');
  });

  it('keeps the text of extra columns without a header (shown, nothing lost)', () => {
    expect(parseRoster('Alex\t7\tM', true).rows).toEqual([{ text: 'Alex 7', size: 'M' }]);
  });

  it(`reads ${MAX_GROUP_ROWS} rows and refuses the 201st, saying so`, () => {
    const text = Array.from({ length: MAX_GROUP_ROWS + 1 }, (_, i) => `Runner ${i + 1}\tM`).join('\n');
    const parsed = parseRoster(text, true);
    expect(parsed.rows).toHaveLength(MAX_GROUP_ROWS);
    expect(parsed.rows.at(-1)?.text).toBe('Runner 200');
    expect(parsed.notes.join(' ')).toContain('row 201 and after were not');
  });

  it('keeps emoji, right-to-left text and formula-like cells as plain text', () => {
    const rows = parseRoster('Zoë 🎉\tM\nמרים\tS\n=HYPERLINK("http://x")\tL\n+cmd\tXL\n@SUM(A1)\tM', true).rows;
    expect(rows.map((r) => r.text)).toEqual(['Zoë 🎉', 'מרים', '=HYPERLINK("http://x")', '+cmd', '@SUM(A1)']);
  });
});

describe('decodeRosterFile', () => {
  it('reads UTF-8 with and without a byte-order mark, and Windows-1252', () => {
    const utf8 = new TextEncoder().encode('Zoë,M');
    expect(decodeRosterFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]).buffer)).toBe('Zoë,M');
    expect(decodeRosterFile(utf8.buffer as ArrayBuffer)).toBe('Zoë,M');
    expect(decodeRosterFile(new Uint8Array([0x5a, 0x6f, 0xeb, 0x2c, 0x4d]).buffer)).toBe('Zoë,M');
  });
});

describe('rosterCsv', () => {
  it('never starts a cell with a formula character', () => {
    const csv = rosterCsv(
      [
        { text: '=HYPERLINK("http://x")', size: 'M' },
        { text: '+cmd', size: 'L' },
        { text: '@SUM', size: 'S' },
      ],
      true,
    );
    for (const line of csv.split(/\r?\n/).slice(1)) expect(line).toMatch(/^"?'/);
  });
});

describe('checkRows', () => {
  it("checks each cell by the design's rules and the product's sizes, naming the column", () => {
    const checked = checkRows(
      [
        { text: 'Alex', size: 'm' },
        { text: '', size: 'XXL' },
        { text: 'A very long name over twenty', size: 'huge' },
        { text: 'alex', size: 'M' },
      ],
      name,
      run,
    );
    expect(checked[0]).toEqual({ textProblem: null, sizeProblem: null, size: 'M', duplicateOf: null });
    expect(checked[1]).toMatchObject({
      size: '2XL',
      sizeProblem: null,
      textProblem: expect.stringContaining('please enter it'),
    });
    expect(checked[2]).toMatchObject({ size: null, sizeProblem: expect.stringContaining('"huge" is not a size') });
    expect(checked[2]?.textProblem).toContain('at most 20 characters');
    expect(checked[3]?.duplicateOf).toBe(1);
    expect(sizeSummary(checked, run)).toEqual([
      { size: 'M', count: 2 },
      { size: '2XL', count: 1 },
    ]);
  });
});
