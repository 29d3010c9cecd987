import Papa from 'papaparse';
import { MAX_GROUP_ROWS } from './groupLimits';

/** One person's row as typed or pasted: nothing is cleaned away here, so nothing is lost. */
export interface RosterRow {
  text: string;
  /** The number printed beside the text, where the design has one (a jersey's "7"); '' when none. */
  number: string;
  size: string;
}

export interface ParsedRoster {
  rows: RosterRow[];
  /** What the shopper should know about how the rows were read (a header, rows over the limit, extra columns). */
  notes: string[];
  /** Nothing was read, and the one note says why (column names with none of the names to print). */
  refused: boolean;
}

/**
 * The text of an uploaded file: UTF-16 with its byte-order mark (Excel's "Unicode Text", tab separated), UTF-8
 * (with or without a byte-order mark), or Windows-1252 when it is not valid UTF-8 (Excel's "CSV" on Windows).
 */
export function decodeRosterFile(bytes: ArrayBuffer): string {
  const start = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (start[0] === 0xff && start[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes).replace(/^\uFEFF/, '');
  if (start[0] === 0xfe && start[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes).replace(/^\uFEFF/, '');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Control characters no roster has (a tab, line breaks and a form feed are a text file's own). */
// eslint-disable-next-line no-control-regex -- control characters are what tells binary data from text
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F]/g;

/**
 * Whether a file's decoded text is text at all: a picture, a spreadsheet's own file (.xlsx) or other binary data
 * has a NUL, or control characters throughout (more than one in a hundred characters), which no roster has.
 */
export function isRosterText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  return (text.match(CONTROL)?.length ?? 0) * 100 <= text.length;
}

const HEADER_TEXT = /^(names?|texts?|players?|person|people|custom text|personali[sz]ation|first name|full name)$/i;
const HEADER_SIZE = /^(sizes?|shirt size|t-?shirt size)$/i;
const HEADER_NUMBER =
  /^(numbers?|no\.?|nr\.?|num\.?|#|jersey( number| no\.?| #)?|shirt (number|no\.?|#)|player (number|no\.?|#))$/i;
const HEADER_ANY = new RegExp(`${HEADER_TEXT.source}|${HEADER_SIZE.source}|${HEADER_NUMBER.source}`, 'i');
/**
 * Column names a spreadsheet of people often has that the shop does not read ("Email,Phone,City"): a first row of
 * these is column names, said as not read, never a person.
 */
const HEADER_OTHER =
  /^(e-?mail( address)?|phone( number)?|mobile|tel(ephone)?|cell|city|town|address|street|zip( code)?|postcode|postal code|country|state|province|region|team|class|grade|group|year|position|role|age|gender|id|notes?|comments?|date( of birth)?|dob|birthday|last name|surname|family name|given name|middle name|title|department|company|school|club|parent|guardian|coach|qty|quantity|colou?r)$/i;
const isColumnName = (cell: string) => HEADER_ANY.test(cell) || HEADER_OTHER.test(cell);
/** "a, b and c". */
const listed = (words: string[]) => words.join(', ').replace(/, (?=[^,]*$)/, ' and ');
/** What each row of this design has, as a header names it ("Name, Number and Size") or as the page says it. */
const columnsRead = (hasSizes: boolean, hasNumber: boolean) =>
  listed(['Name', ...(hasNumber ? ['Number'] : []), ...(hasSizes ? ['Size'] : [])]);
const printed = (hasSizes: boolean, hasNumber: boolean) =>
  listed(['one text', ...(hasNumber ? ['a number'] : []), ...(hasSizes ? ['a size'] : [])]);
const quoted = (cells: string[]) => cells.map((c) => `"${c.trim()}"`).join(', ');
/** The columns a first row names (the first 8, and how many more), as said back. */
const namedColumns = (cells: string[]) => {
  const named = cells.map((c) => c.trim()).filter(Boolean);
  const more = named.length - 8;
  return listed([...named.slice(0, 8).map((c) => `"${c}"`), ...(more > 0 ? [`${more} more`] : [])]);
};
/** Why a first row of column names with none of the names to print is refused: what it names, and what is needed. */
const noNameColumn = (first: string[], hasSizes: boolean, hasNumber: boolean) =>
  `The first row names the columns ${namedColumns(first)}, and none of them is Name: the shop reads ${columnsRead(hasSizes, hasNumber)}, and will not guess which column holds the names to print. Add a column named Name with the names (or name the column that has them Name), then read the rows again. Nothing was read.`;
/** A quote character no roster has: with it, Papa reads every quote as text. */
const UNQUOTED = '\uFFFF';
/** A cell that reads as a number when there is no header ("7", "07", "#23"). */
const NUMBER_CELL = /^#?\s*\d{1,3}$/;
/** A number as the grid keeps it: a leading "#" is how spreadsheets write it, not part of it. */
const readNumber = (cell: string) => cell.trim().replace(/^#\s*/, '');

/**
 * Rows from a spreadsheet paste or a CSV file: tab, comma or semicolon
 * separated (detected), quoted cells with separators and line breaks (quotes that do not pair up: each line one
 * row, quotes kept, said), a
 * header row recognised by its names (Name, Number or # or No, Size, …),
 * blank rows skipped. A header row with no column of names (Email, Phone,
 * City) is refused, saying which columns it names and what is needed: it is
 * never guessed. Without a header the first column is the text and,
 * when the product has sizes, the last one the size; when the design has a
 * number, the first other cell that reads as one ("7", "#23") is the number;
 * columns in between join the text (shown, so nothing is lost). At most 200 rows are read: the rest are refused with a
 * note that says so.
 */
export function parseRoster(input: string, hasSizes: boolean, hasNumber = false): ParsedRoster {
  const text = input.replace(/^\uFEFF/, '');
  const options = { delimitersToGuess: ['\t', ';', ','], skipEmptyLines: 'greedy' as const };
  let result: Papa.ParseResult<string[]> = Papa.parse<string[]>(text, options);
  const notes: string[] = [];
  // A quote that does not pair up ('"JJ" Smith', '=HYPERLINK("…","…")' typed into a file) would swallow every line
  // after it into one cell: each line is then read as one row, its quotes kept as typed, and the shopper told.
  if (result.errors.some((error) => error.type === 'Quotes')) {
    result = Papa.parse<string[]>(text, { ...options, quoteChar: UNQUOTED });
    notes.push(
      'Some quotes in these rows do not pair up, so each line was read as one row, with its quotes kept as typed: check the names before you add them.',
    );
  }
  let table = result.data.filter((cells) => Array.isArray(cells) && cells.some((cell) => cell.trim() !== ''));
  let textColumn = 0;
  let sizeColumn: number | null = null;
  let numberColumn: number | null = null;
  let joinMiddle = true;
  const first = table[0];
  if (first && first.every((cell) => cell.trim() === '' || isColumnName(cell.trim())) && first.some((c) => c.trim())) {
    const t = first.findIndex((cell) => HEADER_TEXT.test(cell.trim()));
    // column names, none of them the names to print ("Email,Phone,City"): refused, never guessed, so no e-mail
    // address is printed on 30 shirts as a name
    if (t < 0) return { rows: [], notes: [noNameColumn(first, hasSizes, hasNumber)], refused: true };
    const s = first.findIndex((cell) => HEADER_SIZE.test(cell.trim()));
    const n = first.findIndex((cell) => HEADER_NUMBER.test(cell.trim()));
    textColumn = t;
    sizeColumn = hasSizes && s >= 0 ? s : null;
    numberColumn = hasNumber && n >= 0 && n !== textColumn ? n : null;
    joinMiddle = false;
    const unread = first.filter((cell, i) => cell.trim() && i !== textColumn && i !== sizeColumn && i !== numberColumn);
    notes.push('The first row was read as column names.');
    if (unread.length > 0)
      notes.push(
        `${unread.length === 1 ? 'Column' : 'Columns'} ${quoted(unread)} ${unread.length === 1 ? 'was' : 'were'} not read: this design prints ${printed(hasSizes, hasNumber)}.`,
      );
    table = table.slice(1);
  }
  if (table.length > MAX_GROUP_ROWS) {
    notes.push(
      `${table.length} rows were given; a group order takes at most ${MAX_GROUP_ROWS}. The first ${MAX_GROUP_ROWS} were read; row ${MAX_GROUP_ROWS + 1} and after were not.`,
    );
    table = table.slice(0, MAX_GROUP_ROWS);
  }
  const rows = table.map((cells): RosterRow => {
    if (!joinMiddle) {
      return {
        text: cells[textColumn] ?? '',
        number: numberColumn === null ? '' : readNumber(cells[numberColumn] ?? ''),
        size: sizeColumn === null ? '' : (cells[sizeColumn] ?? ''),
      };
    }
    let rest = hasSizes && cells.length >= 2 ? cells.slice(0, -1) : cells;
    const size = hasSizes && cells.length >= 2 ? (cells[cells.length - 1] ?? '') : '';
    let number = '';
    if (hasNumber && rest.length >= 2) {
      // the number is a cell of its own: the first one after the text, or before it ("7, Rivera")
      const at = [...rest.keys()]
        .slice(1)
        .concat(0)
        .find((i) => NUMBER_CELL.test((rest[i] ?? '').trim()));
      if (at !== undefined) {
        number = readNumber(rest[at] ?? '');
        rest = rest.filter((_, i) => i !== at);
      }
    }
    return {
      text: rest
        .map((c) => c.trim())
        .filter(Boolean)
        .join(' '),
      number,
      size,
    };
  });
  if (result.errors.length > 0 && rows.length === 0) notes.push('Nothing could be read from what was given.');
  return { rows, notes, refused: false };
}

/**
 * The roster as CSV, safe to open in a spreadsheet: a cell that starts with
 * a formula character (= + - @, tab, carriage return) is written with a
 * leading apostrophe, so it is shown as text and never run.
 */
export function rosterCsv(rows: readonly RosterRow[], hasSizes: boolean, hasNumber = false): string {
  const header = ['Name', ...(hasNumber ? ['Number'] : []), ...(hasSizes ? ['Size'] : [])];
  const cells = (row: RosterRow) => [row.text, ...(hasNumber ? [row.number] : []), ...(hasSizes ? [row.size] : [])];
  return Papa.unparse({ fields: header, data: rows.map(cells) }, { escapeFormulae: true });
}
