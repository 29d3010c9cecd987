import { numberOrNull, textOrNull } from './numbers';

/**
 * Sizes (issue 27): an apparel variant comes in the sizes of its size run
 * (public.size_runs / size_run_sizes: adult XS–3XL, youth S–XL, baby 0–3 m to
 * 18–24 m, socks S/M/L). The server prices a size's upcharge and refuses a
 * size the variant lacks; this module is the front end's one reading of them.
 */

/** One size a shopper can choose, with its upcharge (added by the server) and its size-guide row. */
export interface SizeOption {
  size: string;
  upcharge: number;
  /** The size guide's row, e.g. { Chest: '38–41 in', 'Body length': '29 in' }. */
  measurements: Record<string, string>;
}

/** The sizes a variant comes in, in order. */
export interface SizeRun {
  code: string;
  /** What the size guide's measurements are of. */
  guideNote: string | null;
  sizes: SizeOption[];
}

/** The cart line's customization key for its size: shown as "Size: M" wherever a line is shown. */
export const SIZE_KEY = 'Size';

/** A row of `product_sizes(for_product)`. */
export interface ProductSizeRow {
  variant_sku: string | null;
  size_run: string | null;
  size: string | null;
  upcharge: number | string | null;
  measurements: unknown;
  guide_note: string | null;
}

/** `product_sizes` rows → each variant's size run, by variant SKU (rows without a size are skipped). */
export function toSizeRuns(rows: readonly ProductSizeRow[]): Map<string, SizeRun> {
  const runs = new Map<string, SizeRun>();
  for (const row of rows) {
    const sku = textOrNull(row.variant_sku);
    const size = textOrNull(row.size);
    if (!sku || !size) continue;
    let run = runs.get(sku);
    if (!run) {
      run = { code: textOrNull(row.size_run) ?? '', guideNote: textOrNull(row.guide_note), sizes: [] };
      runs.set(sku, run);
    }
    const measurements: Record<string, string> = {};
    if (row.measurements && typeof row.measurements === 'object' && !Array.isArray(row.measurements)) {
      for (const [key, value] of Object.entries(row.measurements))
        if (typeof value === 'string') measurements[key] = value;
    }
    run.sizes.push({ size, upcharge: numberOrNull(row.upcharge) ?? 0, measurements });
  }
  return runs;
}

/** The size-guide table of a run: its columns (in the first size's order) and one row per size. */
export function sizeGuideTable(run: SizeRun): { columns: string[]; rows: { size: string; cells: string[] }[] } {
  const columns: string[] = [];
  for (const option of run.sizes)
    for (const key of Object.keys(option.measurements)) if (!columns.includes(key)) columns.push(key);
  return {
    columns,
    rows: run.sizes.map((option) => ({
      size: option.size,
      cells: columns.map((key) => option.measurements[key] ?? '–'),
    })),
  };
}

/**
 * The size a shopper typed (a grid cell, a pasted roster) as one of the run's
 * own spellings: case and spaces do not matter ("xl" → "XL", "2xl" → "2XL",
 * "xxl" → "2XL", "0-3m" → "0–3 m"). Null when the run has no such size.
 */
export function matchSize(run: SizeRun, typed: string): string | null {
  const key = sizeKey(typed);
  if (!key) return null;
  return run.sizes.find((option) => sizeKey(option.size) === key)?.size ?? null;
}

function sizeKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s–—-]+/g, '')
    .replace(/^xxxl$/, '3xl')
    .replace(/^xxl$/, '2xl')
    .replace(/months?$|mos?$/, 'm');
}
