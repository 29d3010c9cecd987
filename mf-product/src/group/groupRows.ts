import { matchSize, type SizeRun } from '@giftshop/shared';
import type { Personalization } from '../personalization/personalizationOptions';
import { textProblem } from '../personalization/textProblem';
import type { RosterRow } from './rosterParse';

/** A row checked against the design's rules and the product's sizes; problems name the column. */
export interface CheckedRow {
  textProblem: string | null;
  sizeProblem: string | null;
  /** The size in the run's own spelling ("xl" → "XL"), when it is one. */
  size: string | null;
  /** Another row with the same text (and size): flagged, and kept if the shopper means it. */
  duplicateOf: number | null;
}

/** Each row checked, by the rules the server applies (the design's text rules, the variant's sizes). */
export function checkRows(
  rows: readonly RosterRow[],
  personalization: Personalization | null,
  run: SizeRun | null,
): CheckedRow[] {
  const seen = new Map<string, number>();
  return rows.map((row, index) => {
    const problem = textProblem(personalization, row.text.trim(), null);
    const size = run ? matchSize(run, row.size) : null;
    let sizeProblem: string | null = null;
    if (run && !size) {
      const sizes = run.sizes.map((option) => option.size).join(', ');
      sizeProblem = row.size.trim()
        ? `"${row.size.trim().slice(0, 20)}" is not a size: choose ${sizes}.`
        : `Choose a size: ${sizes}.`;
    }
    const key = `${row.text.trim().toLowerCase()}\u0000${size ?? ''}`;
    const duplicateOf = row.text.trim() ? (seen.get(key) ?? null) : null;
    if (duplicateOf === null && row.text.trim()) seen.set(key, index + 1);
    return { textProblem: problem?.message ?? null, sizeProblem, size, duplicateOf };
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
export function rowProblems(checked: readonly CheckedRow[], textLabel: string): string[] {
  const problems: string[] = [];
  checked.forEach((row, i) => {
    if (row.textProblem) problems.push(`Row ${i + 1}, ${textLabel}: ${row.textProblem}`);
    if (row.sizeProblem) problems.push(`Row ${i + 1}, Size: ${row.sizeProblem}`);
  });
  return problems;
}
