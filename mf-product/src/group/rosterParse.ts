import Papa from 'papaparse';

/** The most people one group order takes (one cart line each; the server's order limit is 200 lines). */
export const MAX_GROUP_ROWS = 200;

/** One person's row as typed or pasted: nothing is cleaned away here, so nothing is lost. */
export interface RosterRow {
  text: string;
  size: string;
}

export interface ParsedRoster {
  rows: RosterRow[];
  /** What the shopper should know about how the rows were read (a header, rows over the limit, extra columns). */
  notes: string[];
}

/**
 * The text of an uploaded file: UTF-8 (with or without a byte-order mark),
 * or Windows-1252 when it is not valid UTF-8 (Excel's "CSV" on Windows).
 */
export function decodeRosterFile(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const HEADER_TEXT = /^(names?|texts?|players?|person|people|custom text|personali[sz]ation|first name|full name)$/i;
const HEADER_SIZE = /^(sizes?|shirt size|t-?shirt size)$/i;
const HEADER_ANY =
  /^(names?|texts?|players?|person|people|custom text|personali[sz]ation|first name|full name|sizes?|shirt size|t-?shirt size|numbers?|no\.?|#)$/i;

/**
 * Rows from a spreadsheet paste or a CSV file: tab, comma or semicolon
 * separated (detected), quoted cells with separators and line breaks, a
 * header row recognised by its names (Name, Size, …), blank rows skipped.
 * Without a header the first column is the text and, when the product has
 * sizes, the last one the size; columns in between join the text (shown, so
 * nothing is lost). At most 200 rows are read: the rest are refused with a
 * note that says so.
 */
export function parseRoster(input: string, hasSizes: boolean): ParsedRoster {
  const text = input.replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(text, {
    delimitersToGuess: ['\t', ';', ','],
    skipEmptyLines: 'greedy',
  });
  let table = result.data.filter((cells) => Array.isArray(cells) && cells.some((cell) => cell.trim() !== ''));
  const notes: string[] = [];
  let textColumn = 0;
  let sizeColumn: number | null = null;
  let joinMiddle = true;
  const first = table[0];
  if (
    first &&
    first.some((cell) => HEADER_ANY.test(cell.trim())) &&
    first.every((cell) => cell.trim() === '' || HEADER_ANY.test(cell.trim()))
  ) {
    const t = first.findIndex((cell) => HEADER_TEXT.test(cell.trim()));
    const s = first.findIndex((cell) => HEADER_SIZE.test(cell.trim()));
    textColumn = t >= 0 ? t : 0;
    sizeColumn = hasSizes && s >= 0 ? s : null;
    joinMiddle = false;
    const unread = first.filter((cell, i) => cell.trim() && i !== textColumn && i !== sizeColumn);
    notes.push('The first row was read as column names.');
    if (unread.length > 0)
      notes.push(
        `Column ${unread.map((c) => `"${c.trim()}"`).join(', ')} was not read: this design prints one text${hasSizes ? ' and a size' : ''}.`,
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
      return { text: cells[textColumn] ?? '', size: sizeColumn === null ? '' : (cells[sizeColumn] ?? '') };
    }
    if (!hasSizes || cells.length < 2)
      return {
        text: cells
          .map((c) => c.trim())
          .filter(Boolean)
          .join(' '),
        size: '',
      };
    return {
      text: cells
        .slice(0, -1)
        .map((c) => c.trim())
        .filter(Boolean)
        .join(' '),
      size: cells[cells.length - 1] ?? '',
    };
  });
  if (result.errors.length > 0 && rows.length === 0) notes.push('Nothing could be read from what was given.');
  return { rows, notes };
}

/**
 * The roster as CSV, safe to open in a spreadsheet: a cell that starts with
 * a formula character (= + - @, tab, carriage return) is written with a
 * leading apostrophe, so it is shown as text and never run.
 */
export function rosterCsv(rows: readonly RosterRow[], hasSizes: boolean): string {
  const header = hasSizes ? ['Name', 'Size'] : ['Name'];
  return Papa.unparse(
    { fields: header, data: rows.map((row) => (hasSizes ? [row.text, row.size] : [row.text])) },
    { escapeFormulae: true },
  );
}
