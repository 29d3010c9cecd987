import { memo, useId } from 'react';
import { typedSize } from './groupRows';
import type { RosterRow } from './rosterParse';

/** What a row shows of its checks: plain values, so an unchanged row is not drawn again. */
export interface GroupRowView {
  textProblem: string | null;
  numberProblem: string | null;
  sizeProblem: string | null;
  /** The size in the product's own spelling, when the row's size is one of them. */
  size: string | null;
  duplicateOf: number | null;
  numberDuplicateOf: number | null;
}

/**
 * One person's row of the group grid: the text, the number where the design
 * has one, the size where the product has sizes (a choice of them, in their
 * order; a size typed or imported that the product lacks is kept and shown as
 * it came, with the sizes there are), and remove. Memoised: typing
 * in one row draws that row only. Plain elements styled by the grid's own CSS
 * (GroupOrderBody.tsx), so 200 rows cost no per-row styling work.
 */
export const GroupRow = memo(GroupRowCells, sameRow);

type Props = Parameters<typeof GroupRowCells>[0];

/** Equal props, the row's checks compared by value (they are computed afresh for every row on each change). */
function sameRow(before: Props, after: Props): boolean {
  for (const key of Object.keys(after) as (keyof Props)[]) {
    if (key === 'view') continue;
    if (before[key] !== after[key]) return false;
  }
  const a = before.view;
  const b = after.view;
  return (
    a.textProblem === b.textProblem &&
    a.numberProblem === b.numberProblem &&
    a.sizeProblem === b.sizeProblem &&
    a.size === b.size &&
    a.duplicateOf === b.duplicateOf &&
    a.numberDuplicateOf === b.numberDuplicateOf
  );
}

function GroupRowCells({
  index,
  row,
  view,
  selected,
  showErrors,
  textLabel,
  numberLabel,
  sizes,
  onEdit,
  onRemove,
  onSelect,
}: {
  index: number;
  row: RosterRow;
  view: GroupRowView;
  selected: boolean;
  /** Problems of empty cells are shown once the shopper tried to add the group. */
  showErrors: boolean;
  textLabel: string;
  numberLabel: string | null;
  /** The product's sizes in their order (one array for every row), or null when it has none. */
  sizes: readonly string[] | null;
  onEdit: (index: number, change: Partial<RosterRow>) => void;
  onRemove: (index: number) => void;
  onSelect: (index: number) => void;
}) {
  const n = index + 1;
  const sizeProblemId = useId();
  const started = row.text !== '' || row.size !== '' || row.number !== '';
  const showText = view.textProblem && (showErrors || started);
  const showNumber = view.numberProblem && (showErrors || row.number !== '');
  const showSize = view.sizeProblem && (showErrors || row.size !== '');
  return (
    <tr aria-rowindex={n + 1} aria-selected={selected} onFocus={() => onSelect(index)}>
      <th scope="row">{n}</th>
      <td data-cell="text">
        <input
          aria-label={`Row ${n} ${textLabel}`}
          value={row.text}
          aria-invalid={showText ? true : undefined}
          onChange={(e) => onEdit(index, { text: e.target.value })}
          dir="auto"
        />
        {showText && <p data-problem="">{view.textProblem}</p>}
        {view.duplicateOf !== null && <p data-note="">Same as row {view.duplicateOf}: kept as another item.</p>}
        {/* the number's and the size's messages sit under the name: their columns are too narrow to read them */}
        {showNumber && <p data-problem="">{view.numberProblem}</p>}
        {numberLabel !== null && view.numberDuplicateOf !== null && (
          <p data-note="" data-testid="group-number-duplicate">
            {numberLabel} {row.number.trim()} is also row {view.numberDuplicateOf}: kept if you mean it.
          </p>
        )}
        {showSize && (
          <p data-problem="" id={sizeProblemId}>
            {view.sizeProblem}
          </p>
        )}
      </td>
      {numberLabel !== null && (
        <td data-cell="number">
          <input
            aria-label={`Row ${n} ${numberLabel}`}
            value={row.number}
            inputMode="numeric"
            aria-invalid={showNumber ? true : undefined}
            onChange={(e) => onEdit(index, { number: e.target.value })}
          />
        </td>
      )}
      {sizes && (
        <td data-cell="size">
          <select
            aria-label={`Row ${n} Size`}
            value={view.size ?? row.size}
            aria-invalid={showSize ? true : undefined}
            aria-describedby={showSize ? sizeProblemId : undefined}
            onChange={(e) => onEdit(index, { size: e.target.value })}
          >
            {/* no size yet, or one the product lacks: shown as it came until a size is chosen */}
            {view.size === null && <option value={row.size}>{row.size.trim() ? typedSize(row.size) : 'Choose'}</option>}
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </td>
      )}
      <td data-cell="remove">
        <button type="button" aria-label={`Remove Row ${n}`} onClick={() => onRemove(index)}>
          ×
        </button>
      </td>
    </tr>
  );
}
