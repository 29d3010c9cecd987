import { matchSize, type SizeRun } from '@giftshop/shared/domain';
import type { NumberField, Personalization } from '../personalization/personalizationOptions';
import { textProblem } from '../personalization/textProblem';
import type { RosterRow } from './rosterParse';

/** A row checked against the design's rules and the product's sizes; problems name the column. */
export interface CheckedRow {
  textProblem: string | null;
  /** Why the number cannot be printed (digits only, in the design's range), where the design has one. */
  numberProblem: string | null;
  sizeProblem: string | null;
  /** The size in the run's own spelling ("xl" → "XL"), when it is one. */
  size: string | null;
  /** Another row with the same text (and size): flagged, and kept if the shopper means it. */
  duplicateOf: number | null;
  /** The first row with the same number: flagged (a team rarely means it), and kept if the shopper does. */
  numberDuplicateOf: number | null;
}

/**
 * The design's rule for a number, as the server applies it
 * (20250609008000_design_numbers.sql): digits only, from min to max, at most
 * as many digits as max has ("07" is a jersey number; "007", "-1", "7a" are not).
 */
export function numberProblem(field: NumberField | undefined, value: string): string | null {
  if (!field) return null;
  const number = value.trim();
  if (!number) return field.required ? `Enter a ${field.label.toLowerCase()} from ${field.min} to ${field.max}.` : null;
  const ok =
    /^[0-9]+$/.test(number) &&
    number.length <= String(field.max).length &&
    Number(number) >= field.min &&
    Number(number) <= field.max;
  return ok ? null : `Use a ${field.label.toLowerCase()} from ${field.min} to ${field.max}, in digits only.`;
}

/** A size typed or imported that is not one of the product's, as its row shows it (at most 20 characters). */
export const typedSize = (size: string) => size.trim().slice(0, 20);

/** Each row checked, by the rules the server applies (the design's text rules, the variant's sizes). */
export function checkRows(
  rows: readonly RosterRow[],
  personalization: Personalization | null,
  run: SizeRun | null,
): CheckedRow[] {
  const seen = new Map<string, number>();
  const numbers = new Map<string, number>();
  const field = personalization?.number;
  return rows.map((row, index) => {
    // each row is another person's: "for this name", never "your name"
    const problem = textProblem(personalization, row.text.trim(), null, 'a row');
    const number = field ? row.number.trim() : '';
    const numberDuplicateOf = number ? (numbers.get(number) ?? null) : null;
    if (number && numberDuplicateOf === null) numbers.set(number, index + 1);
    const size = run ? matchSize(run, row.size) : null;
    let sizeProblem: string | null = null;
    if (run && !size) {
      const sizes = run.sizes.map((option) => option.size).join(', ');
      sizeProblem = row.size.trim()
        ? `"${typedSize(row.size)}" is not a size: choose ${sizes}.`
        : `Choose a size: ${sizes}.`;
    }
    const key = `${row.text.trim().toLowerCase()}\u0000${number}\u0000${size ?? ''}`;
    const duplicateOf = row.text.trim() ? (seen.get(key) ?? null) : null;
    if (duplicateOf === null && row.text.trim()) seen.set(key, index + 1);
    return {
      textProblem: problem?.message ?? null,
      numberProblem: numberProblem(field, number),
      sizeProblem,
      size,
      duplicateOf,
      numberDuplicateOf,
    };
  });
}

/** Counts per size, in the run's order: "M × 10". */
export function sizeSummary(checked: readonly CheckedRow[], run: SizeRun | null): { size: string; count: number }[] {
  if (!run) return [];
  return run.sizes
    .map((option) => ({ size: option.size, count: checked.filter((row) => row.size === option.size).length }))
    .filter((entry) => entry.count > 0);
}

/** "Row 3: Name … ; Row 7: Size …" for the first few problems, or null when every row may be ordered. */
export function rowProblems(checked: readonly CheckedRow[], textLabel: string, numberLabel = 'Number'): string[] {
  const problems: string[] = [];
  checked.forEach((row, i) => {
    if (row.textProblem) problems.push(`Row ${i + 1}, ${textLabel}: ${row.textProblem}`);
    if (row.numberProblem) problems.push(`Row ${i + 1}, ${numberLabel}: ${row.numberProblem}`);
    if (row.sizeProblem) problems.push(`Row ${i + 1}, Size: ${row.sizeProblem}`);
  });
  return problems;
}
