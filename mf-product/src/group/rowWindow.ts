/** Up to this many rows the grid draws every row; a larger group draws the rows in view (and around them). */
export const WINDOW_FROM = 60;

/** A stretch of the grid: rows drawn, or rows not drawn (a spacer of their height). */
export type GridStretch = { kind: 'rows'; from: number; to: number } | { kind: 'gap'; from: number; to: number };

/**
 * The stretches of a grid of `count` rows to draw, when scrolled to
 * `scrollTop` in a viewport of `viewport` px with rows about `rowHeight` px
 * high: the rows in view and `overscan` rows each side (so Tab always reaches
 * the next row, and the browser scrolls it into view), plus the row `keep`
 * (the one that holds focus), never unmounted under the shopper's cursor.
 * A group of up to WINDOW_FROM rows is drawn whole.
 */
export function gridStretches({
  count,
  scrollTop,
  viewport,
  rowHeight,
  overscan,
  keep,
}: {
  count: number;
  scrollTop: number;
  viewport: number;
  rowHeight: number;
  overscan: number;
  keep: number | null;
}): GridStretch[] {
  if (count <= WINDOW_FROM) return count > 0 ? [{ kind: 'rows', from: 0, to: count }] : [];
  const from = Math.max(0, Math.min(count, Math.floor(scrollTop / rowHeight)) - overscan);
  const to = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  const drawn: [number, number][] = [[from, Math.max(from, to)]];
  if (keep !== null && keep >= 0 && keep < count && (keep < from || keep >= to)) {
    drawn.push([keep, keep + 1]);
    drawn.sort((a, b) => a[0] - b[0]);
  }
  const stretches: GridStretch[] = [];
  let at = 0;
  for (const [start, end] of drawn) {
    if (start > at) stretches.push({ kind: 'gap', from: at, to: start });
    if (end > start) stretches.push({ kind: 'rows', from: start, to: end });
    at = Math.max(at, end);
  }
  if (at < count) stretches.push({ kind: 'gap', from: at, to: count });
  return stretches;
}
