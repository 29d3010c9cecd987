import { describe, expect, it } from 'vitest';
import { checkRows, numberProblem, rowProblems, sizeSummary } from './groupRows';
import { MAX_GROUP_ROWS } from './groupLimits';
import { decodeRosterFile, isRosterText, parseRoster, rosterCsv } from './rosterParse';

const run = {
  code: 'adult',
  guideNote: null,
  sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'].map((size) => ({ size, upcharge: 0, measurements: {} })),
};
const name = { label: 'Name', placeholder: '', maxLength: 20, required: true, colors: [], fonts: [] };
const jersey = { ...name, maxLength: 14, number: { label: 'Number', min: 0, max: 99, required: false } };

describe('parseRoster', () => {
  it.each([
    ['tabs (a spreadsheet paste)', 'Alex\tM\nSam\tL\n'],
    ['commas', 'Alex,M\r\nSam,L'],
    ['semicolons', 'Alex;M\nSam;L'],
  ])('reads %s', (_, text) => {
    expect(parseRoster(text, true).rows).toEqual([
      { text: 'Alex', number: '', size: 'M' },
      { text: 'Sam', number: '', size: 'L' },
    ]);
  });

  it('recognises a header row, skips blank rows, and reads quoted cells with separators and line breaks', () => {
    const parsed = parseRoster('Size,Name\n\nM,"Smith, Jo"\n,\nL,"Two\nlines"\n', true);
    expect(parsed.rows).toEqual([
      { text: 'Smith, Jo', number: '', size: 'M' },
      { text: 'Two\nlines', number: '', size: 'L' },
    ]);
    expect(parsed.notes).toContain('The first row was read as column names.');
  });

  it('says which header columns it did not read', () => {
    expect(parseRoster('Name\tNumber\tSize\nAlex\t7\tM', true).notes.join(' ')).toContain('"Number" was not read');
  });

  it('refuses a first row of column names with none of the names to print, saying what it names and what is needed', () => {
    // before: "Email" was read as the names column, and 30 shirts would have been printed with e-mail addresses
    const parsed = parseRoster(
      'Email,Phone,City\nada@example.test,555-0100,Portland\nben@example.test,555-0101,Salem',
      true,
    );
    expect(parsed).toEqual({
      rows: [],
      notes: [
        'The first row names the columns "Email", "Phone" and "City", and none of them is Name: the shop reads Name and Size, and will not guess which column holds the names to print. Add a column named Name with the names (or name the column that has them Name), then read the rows again. Nothing was read.',
      ],
      refused: true,
    });
    // a number and a size named, but no names: refused too, naming what this design reads
    expect(parseRoster('#\tSize\n7\tM', true, true).notes[0]).toMatch(
      /^The first row names the columns "#" and "Size", and none of them is Name: the shop reads Name, Number and Size,/,
    );
    // a hostile first row of 5,000 column names is said by its first 8 and a count, never all of it
    const many = parseRoster(`${Array.from({ length: 5000 }, () => 'Email').join(',')}\nx`, false);
    expect(many.refused).toBe(true);
    expect(many.notes[0]).toContain('"Email", "Email" and 4992 more, and none');
    expect(many.notes[0]!.length).toBeLessThan(500);
    // with a Name column, the others are said as not read
    expect(parseRoster('Email\tName\nada@example.test\tAda', false, true)).toEqual({
      rows: [{ text: 'Ada', number: '', size: '' }],
      notes: [
        'The first row was read as column names.',
        'Column "Email" was not read: this design prints one text and a number.',
      ],
      refused: false,
    });
    expect(parseRoster('Name,Number,Size\nAda,7,M', true, true).notes).toEqual([
      'The first row was read as column names.',
    ]);
  });

  it('reads a file with no header row as before: the first column is the names', () => {
    expect(parseRoster('ada@example.test,M\nBen,L', true)).toEqual({
      rows: [
        { text: 'ada@example.test', number: '', size: 'M' },
        { text: 'Ben', number: '', size: 'L' },
      ],
      notes: [],
      refused: false,
    });
  });

  it('reads a first row of people as people, even with a column-like cell among them', () => {
    expect(parseRoster('Ada,City\nBen,Town', false).rows).toEqual([
      { text: 'Ada City', number: '', size: '' },
      { text: 'Ben Town', number: '', size: '' },
    ]);
  });

  it('keeps the text of extra columns without a header (shown, nothing lost)', () => {
    expect(parseRoster('Alex\t7\tM', true).rows).toEqual([{ text: 'Alex 7', number: '', size: 'M' }]);
  });

  it(`reads ${MAX_GROUP_ROWS} rows and refuses the 201st, saying so`, () => {
    const text = Array.from({ length: MAX_GROUP_ROWS + 1 }, (_, i) => `Runner ${i + 1}\tM`).join('\n');
    const parsed = parseRoster(text, true);
    expect(parsed.rows).toHaveLength(MAX_GROUP_ROWS);
    expect(parsed.rows.at(-1)?.text).toBe('Runner 200');
    expect(parsed.notes.join(' ')).toContain('row 201 and after were not');
  });

  it('reads each line as its own row when quotes do not pair up, quotes kept as typed, and says so', () => {
    // before: the quote opened at '"JJ"' or '"click"' took every line after it into one cell (2 rows of 4 left)
    const note =
      'Some quotes in these rows do not pair up, so each line was read as one row, with its quotes kept as typed: check the names before you add them.';
    const nickname = parseRoster('Name,Number,Size\r\n"JJ" Smith,4,M\r\nAva,5,L\r\n"Bo,6,S\r\nCy,7,XL\r\n', true, true);
    expect(nickname.rows).toEqual([
      { text: '"JJ" Smith', number: '4', size: 'M' },
      { text: 'Ava', number: '5', size: 'L' },
      { text: '"Bo', number: '6', size: 'S' },
      { text: 'Cy', number: '7', size: 'XL' },
    ]);
    expect(nickname.notes).toEqual([note, 'The first row was read as column names.']);
    const formula = parseRoster(
      '=HYPERLINK("http://evil.example","click"),4,M\n+SUM(1+1),5,L\n@cmd,7,XL\n',
      true,
      true,
    );
    expect(formula.rows.map((row) => [row.text, row.size])).toEqual([
      ['=HYPERLINK("http://evil.example" "click")', 'M'],
      ['+SUM(1+1)', 'L'],
      ['@cmd', 'XL'],
    ]);
    expect(formula.notes).toEqual([note]);
    // quotes that pair up are read as before, with no note
    expect(parseRoster('Name,Size\n"Smith, John",M\n"Lee, ""JJ"" Jr",L\n', true)).toEqual({
      rows: [
        { text: 'Smith, John', number: '', size: 'M' },
        { text: 'Lee, "JJ" Jr', number: '', size: 'L' },
      ],
      notes: ['The first row was read as column names.'],
      refused: false,
    });
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

  it("reads UTF-16 with its byte-order mark (Excel's Unicode Text), little- and big-endian", () => {
    // before: read as Windows-1252, every other byte a NUL, and refused as "not a CSV or text file"
    const text = 'Name\tNumber\tSize\r\nZoë 🎉\t7\tM\r\n';
    // the byte-order mark, then each UTF-16 unit (the emoji is two)
    const units = [0xfeff, ...Array.from({ length: text.length }, (_, i) => text.charCodeAt(i))];
    const utf16 = (littleEndian: boolean) => {
      const view = new DataView(new ArrayBuffer(units.length * 2));
      units.forEach((unit, i) => view.setUint16(i * 2, unit, littleEndian));
      return view.buffer;
    };
    for (const littleEndian of [true, false]) {
      const decoded = decodeRosterFile(utf16(littleEndian));
      expect(decoded).toBe(text);
      expect(isRosterText(decoded)).toBe(true);
      expect(parseRoster(decoded, true, true).rows).toEqual([{ text: 'Zoë 🎉', number: '7', size: 'M' }]);
    }
  });
});

describe('isRosterText', () => {
  it('knows binary data from text, with or without a NUL', () => {
    expect(isRosterText('Name,Size\nRivera,M\n')).toBe(true);
    expect(isRosterText('Rivera\tM\r\n\fLee\tL')).toBe(true);
    // one stray control character in a roster is still text (the shop and the database clean it away)
    expect(isRosterText(`${'Rivera,7,M\n'.repeat(20)}Lee\u0001,8,L\n`)).toBe(true);
    expect(isRosterText('PK\u0003\u0004\u0014\u0000\u0006\u0000')).toBe(false);
    // bytes with no NUL read as Windows-1252: before, ten rows of such characters were read as names
    const bytes = Uint8Array.from({ length: 3000 }, (_, i) => ((i * 149 + 7) % 255) + 1);
    const decoded = decodeRosterFile(bytes.buffer);
    expect(decoded.includes('\u0000')).toBe(false);
    expect(isRosterText(decoded)).toBe(false);
  });
});

describe('rosterCsv', () => {
  it('never starts a cell with a formula character', () => {
    const csv = rosterCsv(
      [
        { text: '=HYPERLINK("http://x")', number: '', size: 'M' },
        { text: '+cmd', number: '', size: 'L' },
        { text: '@SUM', number: '', size: 'S' },
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
        { text: 'Alex', number: '', size: 'm' },
        { text: '', number: '', size: 'XXL' },
        { text: 'A very long name over twenty', number: '', size: 'huge' },
        { text: 'alex', number: '', size: 'M' },
      ],
      name,
      run,
    );
    expect(checked[0]).toEqual({
      textProblem: null,
      numberProblem: null,
      sizeProblem: null,
      size: 'M',
      duplicateOf: null,
      numberDuplicateOf: null,
    });
    expect(checked[1]).toMatchObject({
      size: '2XL',
      sizeProblem: null,
      textProblem: expect.stringContaining('on each row: please enter it'),
    });
    expect(checked[2]).toMatchObject({ size: null, sizeProblem: expect.stringContaining('"huge" is not a size') });
    // another person's row: "this name", never "your name" (QA sweep 2, #18)
    expect(checked[2]?.textProblem).toMatch(/^Use at most 20 characters for this name\./);
    expect(checked[3]?.duplicateOf).toBe(1);
    expect(sizeSummary(checked, run)).toEqual([
      { size: 'M', count: 2 },
      { size: '2XL', count: 1 },
    ]);
  });
});

describe('numbers (a design with a number, 0–99)', () => {
  it('recognises a number column by its header: Number, #, No', () => {
    for (const header of ['Number', '#', 'No', 'No.', 'Jersey number']) {
      const parsed = parseRoster(`Name\t${header}\tSize\nRivera\t7\tM\nLee\t#23\tL`, true, true);
      expect(parsed.rows, header).toEqual([
        { text: 'Rivera', number: '7', size: 'M' },
        { text: 'Lee', number: '23', size: 'L' },
      ]);
      expect(parsed.notes.join(' '), header).not.toContain('was not read');
    }
    // in any column order, with commas or semicolons
    expect(parseRoster('size;#;name\nS;10;Kim', true, true).rows).toEqual([{ text: 'Kim', number: '10', size: 'S' }]);
  });

  it('reads a number without a header: the cell that is one, after or before the text', () => {
    expect(parseRoster('Rivera,7,M\n23,Lee,L\nMo Salah,#11,XL', true, true).rows).toEqual([
      { text: 'Rivera', number: '7', size: 'M' },
      { text: 'Lee', number: '23', size: 'L' },
      { text: 'Mo Salah', number: '11', size: 'XL' },
    ]);
    // no sizes: the number is still its own column; a name alone has none
    expect(parseRoster('Rivera\t7\nKim\t', false, true).rows).toEqual([
      { text: 'Rivera', number: '7', size: '' },
      { text: 'Kim', number: '', size: '' },
    ]);
  });

  it('keeps a number that is not one as typed, for the check to name (nothing lost)', () => {
    expect(parseRoster('Name,Number\nRivera,seven\nLee,100', false, true).rows).toEqual([
      { text: 'Rivera', number: 'seven', size: '' },
      { text: 'Lee', number: '100', size: '' },
    ]);
  });

  it('numberProblem: digits only within the range, as the server checks', () => {
    const field = jersey.number;
    for (const ok of ['0', '7', '07', '99', '']) expect(numberProblem(field, ok), ok).toBeNull();
    for (const bad of ['100', '-1', '007', '7a', 'ten', '7.5', '+7', '٧', '７', '1e1'])
      expect(numberProblem(field, bad), bad).toBe('Use a number from 0 to 99, in digits only.');
    expect(numberProblem({ ...field, required: true }, '')).toBe('Enter a number from 0 to 99.');
    expect(numberProblem(undefined, 'anything')).toBeNull();
  });

  it('checkRows flags a duplicate number (kept) and names a bad number by row and column', () => {
    const checked = checkRows(
      [
        { text: 'Rivera', number: '7', size: 'M' },
        { text: 'Lee', number: '23', size: 'L' },
        { text: 'Kim', number: '7', size: 'S' },
        { text: 'Mo', number: '100', size: 'S' },
      ],
      jersey,
      run,
    );
    expect(checked.map((c) => c.numberDuplicateOf)).toEqual([null, null, 1, null]);
    expect(checked.map((c) => c.duplicateOf)).toEqual([null, null, null, null]);
    expect(rowProblems(checked, 'Name')).toEqual(['Row 4, Number: Use a number from 0 to 99, in digits only.']);
    // the same name and size with another number is another person, not a duplicate
    expect(
      checkRows(
        [
          { text: 'Rivera', number: '7', size: 'M' },
          { text: 'Rivera', number: '8', size: 'M' },
        ],
        jersey,
        run,
      )[1]?.duplicateOf,
    ).toBeNull();
  });

  it('rosterCsv writes the number column where the design has one', () => {
    expect(rosterCsv([{ text: 'Rivera', number: '7', size: 'M' }], true, true).split(/\r?\n/)).toEqual([
      'Name,Number,Size',
      'Rivera,7,M',
    ]);
  });
});
