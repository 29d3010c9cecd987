import type { Ref } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { sizeGuideTable, type SizeRun } from '@giftshop/shared/domain';
import { clearOfHeader } from '../detail/detailLayout';
import { OptionSelector } from './OptionSelector';
import { sizeValues } from './sizeChoice';

const Guide = styled.details({
  fontSize: fontSize.sm,
  summary: {
    cursor: 'pointer',
    color: color.accent,
    fontWeight: 600,
    minHeight: 44,
    display: 'inline-flex',
    alignItems: 'center',
  },
});
const Table = styled.table({
  borderCollapse: 'collapse',
  width: '100%',
  marginTop: space.sm,
  'th, td': { textAlign: 'left', padding: `${space.xs} ${space.sm}`, borderBottom: `1px solid ${color.line}` },
  th: { fontWeight: 600, background: color.surfaceMuted },
});
const Problem = styled.p({ margin: 0, color: color.danger, fontSize: fontSize.sm, fontWeight: 600 });

/**
 * The size of a variant that comes in sizes, as chips (upcharges shown), with
 * the size guide (the run's measurements) one click away. A missing size is
 * said here when the shopper tried to add without one.
 */
export function SizeSelector({
  run,
  selected,
  onChange,
  missing,
  boxRef,
}: {
  run: SizeRun;
  selected: string | null;
  onChange: (size: string) => void;
  /** The shopper tried to add without a size. */
  missing: boolean;
  /** The selector's box, scrolled into view (clear of the header) when the size is missing. */
  boxRef?: Ref<HTMLDivElement>;
}) {
  const table = sizeGuideTable(run);
  return (
    <div
      ref={boxRef}
      data-testid="size-selector"
      css={{ display: 'flex', flexDirection: 'column', gap: space.xs, scrollMarginTop: clearOfHeader }}
    >
      <OptionSelector title="Size" values={sizeValues(run)} selected={selected ?? undefined} onChange={onChange} />
      {missing && !selected && (
        <Problem role="alert" data-testid="size-missing">
          Choose a size.
        </Problem>
      )}
      <Guide>
        <summary>Size Guide</summary>
        {run.guideNote && <p css={{ margin: `${space.xs} 0 0`, color: color.inkMuted }}>{run.guideNote}</p>}
        <div css={{ overflowX: 'auto', borderRadius: radius.sm }}>
          <Table>
            <thead>
              <tr>
                <th scope="col">Size</th>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  {row.cells.map((cell, i) => (
                    <td key={table.columns[i]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Guide>
    </div>
  );
}
