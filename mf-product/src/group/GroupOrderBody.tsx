import styled from '@emotion/styled';
import { useCallback, useMemo, useState, type ChangeEvent, type ClipboardEvent, type UIEvent } from 'react';
import { Button, color, fontSize, media, radius, space } from '@giftshop/shared';
import { cleanText, shopLimits, type CartItem } from '@giftshop/shared/domain';
import { bus } from '../bus';
import type { Personalization } from '../personalization/personalizationOptions';
import { buildCartItem, type Configuration } from '../purchase/buildCartItem';
import { VolumePrice } from '../purchase/VolumePrice';
import { groupOffer, KEPT_GROUP_KEY, restorableGroup } from '../detail/keptChoices';
import { useKeptChoices } from '../detail/useKeptChoices';
import { isFilledRow, MAX_GROUP_ROWS, OPENING_GROUP_NAME } from './groupLimits';
import { checkRows, rowProblems, sizeSummary } from './groupRows';
import { GroupPreview } from './GroupPreview';
import { GroupRow } from './GroupRow';
import { RosterFileInput } from './RosterFileInput';
import { gridStretches } from './rowWindow';
import { CELL_PADDING, FIELD_HEIGHT, lineHeight, ROW_RULE, rowHeight, useGridLayout } from './gridLayout';
import { sendGroupToCart } from './sendGroupToCart';
import { useGroupInCart } from './useGroupInCart';
import { decodeRosterFile, isRosterText, parseRoster, rosterCsv, type RosterRow } from './rosterParse';

const Body = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: `0 ${space.md} ${space.md}`,
});
const Grid = styled.table({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSize.sm,
  'th, td': {
    padding: CELL_PADDING.wide,
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `${ROW_RULE}px solid ${color.line}`,
  },
  // blocks, so a row is its fields' height and no text line's (gridLayout.ts: the virtualizer counts rows so)
  'input, select': {
    display: 'block',
    width: '100%',
    height: FIELD_HEIGHT,
    padding: `0 ${space.sm}`,
    border: `1px solid ${color.line}`,
    borderRadius: radius.sm,
    background: color.surface,
    color: color.ink,
    font: 'inherit',
    boxSizing: 'border-box',
  },
  'input[aria-invalid="true"], select[aria-invalid="true"]': { borderColor: color.danger },
  'tr[aria-selected="true"]': { background: color.accentSoft },
  // Cells are styled from here, never with their own css: Emotion's server mode writes a <style> before each
  // styled element, and a <style> between a row's cells is moved out of the table by HTML parsers (hydration fails).
  'td[data-cell="size"]': { width: 110 },
  'td[data-cell="number"]': { width: 84 },
  'td[data-cell="remove"]': { width: 44 },
  // A phone gives the name the row's first line after its # ("Lucas Anderson" whole, not 77 px of it), and the
  // number, the size and remove a second line (gridLayout.ts); the column headings follow the same two lines.
  // Still a table to assistive technology: each field keeps its "Row N Name/Number/Size" label.
  [media.mobile]: {
    display: 'block',
    '& > thead, & > tbody': { display: 'block' },
    tr: {
      display: 'grid',
      gridTemplateColumns: '2.5em minmax(0, 1fr) minmax(0, 1fr) 40px',
      gridAutoRows: `minmax(${lineHeight('phone')}px, auto)`,
      borderBottom: `${ROW_RULE}px solid ${color.line}`,
    },
    'th, td': { padding: CELL_PADDING.phone, border: 0 },
    'td[data-cell], th[data-cell]': { width: 'auto' },
    '[data-cell="text"]': { gridColumn: '2 / 4' },
    '[data-cell="remove"]': { gridColumn: 4 },
    '&[data-second-line] [data-cell="text"]': { gridColumn: '2 / -1' },
    '&[data-second-line] [data-cell="number"]': { gridRow: 2, gridColumn: 2 },
    '&[data-second-line] [data-cell="size"]': { gridRow: 2, gridColumn: 3 },
    '&[data-second-line] [data-cell="remove"]': { gridRow: 2, gridColumn: 4 },
    // a number or a size alone has the second line's room beside remove
    '&[data-second-line="number"] [data-cell="number"], &[data-second-line="size"] [data-cell="size"]': {
      gridColumn: '2 / 4',
    },
    // rows out of view: their room and no more (each row's own line is in rowHeight)
    'tr[data-gap]': { borderBottom: 0 },
    'tr[data-gap] > td': { gridColumn: '1 / -1' },
  },
  'td > p': { margin: `${space.xs} 0 0`, fontSize: fontSize.xs },
  'td > p[data-problem]': { color: color.danger },
  'td > p[data-note]': { color: color.inkMuted },
  'td[data-cell="remove"] > button': {
    display: 'block',
    minWidth: FIELD_HEIGHT,
    height: FIELD_HEIGHT,
    padding: 0,
    border: 0,
    borderRadius: radius.sm,
    background: 'transparent',
    color: color.inkMuted,
    fontSize: fontSize.lg,
    cursor: 'pointer',
  },
  'td[data-cell="remove"] > button:hover': { color: color.danger },
  'td[data-cell="remove"] > button:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 0 },
});
/** The grid's scroll box: a group over 60 rows draws the rows in view (rowWindow.ts), each rowHeight px (gridLayout.ts). */
const VIEWPORT = 420;
const Scroll = styled.div({ maxHeight: VIEWPORT, overflowY: 'auto' });
const Note = styled.p({ margin: 0, fontSize: fontSize.sm, color: color.inkMuted });
const Paste = styled.textarea({
  width: '100%',
  minHeight: 64,
  padding: space.sm,
  border: `1px dashed ${color.line}`,
  borderRadius: radius.sm,
  font: 'inherit',
  // the rows as typed, not in the label's bold
  fontWeight: 400,
  boxSizing: 'border-box',
});

const blankRow = (): RosterRow => ({ text: '', number: '', size: '' });

/**
 * "Order for a Group": one row per person (the text, the number where the
 * design has one, and the size where the product has sizes), typed, pasted from a spreadsheet or read from a CSV,
 * up to 200 rows. Every cell is checked as it is typed by the design's rules
 * and the product's sizes; nothing typed is lost. The selected row shows on
 * the product; a summary counts the sizes; a number given twice is flagged
 * (and kept); the server's volume price counts every row. One action adds the group to the cart (`cart:add-group`).
 */
export default function GroupOrderBody({
  configuration,
  personalization,
  preview,
}: {
  configuration: Omit<Configuration, 'quantity' | 'personalizationText' | 'size'>;
  personalization: Personalization;
  preview: { fill: string; textArea: readonly [number, number, number, number] | null };
}) {
  const run = configuration.variant?.sizes ?? null;
  // the product's sizes in their order, one list for every row's choice
  const sizes = useMemo(() => run?.sizes.map((option) => option.size) ?? null, [run]);
  const numberField = personalization.number;
  const numberLabel = numberField?.label ?? null;
  const [rows, setRows] = useState<RosterRow[]>(() => [blankRow()]);
  const [selected, setSelected] = useState(0);
  const [notes, setNotes] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [groupName, setGroupName] = useState(OPENING_GROUP_NAME);
  // rows typed into the paste box, kept until read ("Read These Rows", or Add to cart)
  const [draft, setDraft] = useState('');
  // the last CSV chosen, shown beside "Upload a CSV"
  const [fileName, setFileName] = useState<string | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // a phone's rows have a second line for the number and the size (gridLayout.ts): the virtualizer counts it
  const secondLine = [numberLabel !== null ? 'number' : null, sizes !== null ? 'size' : null]
    .filter((field) => field !== null)
    .join(' ');
  const rowPx = rowHeight(useGridLayout(), secondLine !== '');
  const [adding, setAdding] = useState(false);
  // the cart on this page could not take the group (an older cart remote): said, and nothing is lost
  const [cartRefused, setCartRefused] = useState(false);
  // Back, Forward or a reload bring the rows back (each checked against what the group order offers now)
  useKeptChoices(
    KEPT_GROUP_KEY,
    { product: configuration.product.id, name: groupName, rows: rows.filter(isFilledRow) },
    (kept) => {
      const group = restorableGroup(kept, groupOffer(configuration.product.id, configuration.variant, personalization));
      if (!group) return;
      setRows(group.rows);
      setGroupName(group.name);
    },
  );
  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop), []);
  const checked = useMemo(() => checkRows(rows, personalization, run), [rows, personalization, run]);
  const filled = useMemo(() => rows.filter(isFilledRow).length, [rows]);
  const allProblems = useMemo(
    () => rowProblems(checked, personalization.label, numberLabel ?? undefined),
    [checked, personalization.label, numberLabel],
  );
  const problems = tried ? allProblems : allProblems.filter((p) => !/please enter it|Choose a size:|Enter a /.test(p));
  const summary = useMemo(() => sizeSummary(checked, run), [checked, run]);
  // the price of one item, with its size's upcharge, as the cart will charge it: said only when every row filled
  // in has the same size (rows of several sizes, or without one yet, have no one price)
  const oneSize = summary.length === 1 && summary[0]!.count === filled ? summary[0]!.size : null;
  // the group as the cart would take it: its name, and a line for each person filled in (null where one cannot be)
  const cartName = cleanText(groupName).slice(0, shopLimits.groupName).trim() || 'Group order';
  const people = useMemo(
    () =>
      rows.flatMap((row, i) =>
        isFilledRow(row)
          ? [
              buildCartItem({
                ...configuration,
                quantity: 1,
                personalizationText: row.text,
                number: numberField ? row.number : '',
                size: checked[i]?.size ?? null,
              }),
            ]
          : [],
      ),
    [rows, checked, configuration, numberField],
  );
  const lineIds = useMemo(
    () => (people.every((item) => item !== null) ? people.map((item) => item!.id) : []),
    [people],
  );
  // while the cart holds this very group (these rows, this name) the page says so, so a second press (which makes
  // each person's line 2) is never taken for the first; taken out in the drawer, it is not (put back with Undo, it
  // is again); and back on the page later, it still is
  const inCart = useGroupInCart(cartName, lineIds);

  const take = (incoming: RosterRow[], readNotes: string[]) => {
    const kept = rows.filter(isFilledRow);
    const room = MAX_GROUP_ROWS - kept.length;
    const next = [...kept, ...incoming.slice(0, Math.max(0, room))];
    const extra =
      incoming.length > room
        ? [
            `A group order takes at most ${MAX_GROUP_ROWS} rows: ${incoming.length - room} of the rows given were not added.`,
          ]
        : [];
    setRows(next.length > 0 ? next : [blankRow()]);
    setNotes([...readNotes, ...extra]);
    setSelected(kept.length);
  };
  // rows given are read into the list; refused ones (column names with none of the names) stay in the paste box
  // with the note that says why, to be put right there
  const read = (text: string) => {
    const parsed = parseRoster(text, run !== null, numberField !== undefined);
    if (parsed.refused) {
      setNotes(parsed.notes);
      setDraft(text);
      return;
    }
    take(parsed.rows, parsed.notes);
    setDraft('');
  };
  // A paste into the empty box is read at once; a paste into typed rows joins them (read with the button).
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (draft.trim()) return;
    event.preventDefault();
    read(event.clipboardData.getData('text/plain'));
  };
  const readDraft = () => read(draft);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    if (file.size > 1_000_000) {
      setNotes([`${file.name} is over 1 MB: a roster of ${MAX_GROUP_ROWS} people is far smaller. Nothing was read.`]);
      return;
    }
    const text = decodeRosterFile(await file.arrayBuffer());
    // a picture, a spreadsheet's own file (.xlsx) or anything else that is not text: said, and nothing is read
    if (!isRosterText(text)) {
      setNotes([
        `${file.name} is not a CSV or text file: save the roster as CSV and upload it again. Nothing was read.`,
      ]);
      return;
    }
    const parsed = parseRoster(text, run !== null, numberField !== undefined);
    if (parsed.refused) {
      setNotes([`${file.name}: ${parsed.notes.join(' ')}`]);
      return;
    }
    if (parsed.rows.length === 0) {
      setNotes([`No rows were found in ${file.name}: a roster has one person per line.`]);
      return;
    }
    take(parsed.rows, parsed.notes);
  };
  // stable, so a memoised row is drawn again only when its own cells or checks change
  const edit = useCallback(
    (index: number, change: Partial<RosterRow>) =>
      setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row))),
    [],
  );
  const remove = useCallback(
    (index: number) =>
      setRows((current) => (current.length > 1 ? current.filter((_, j) => j !== index) : [blankRow()])),
    [],
  );
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([rosterCsv(rows, run !== null, numberField !== undefined)], { type: 'text/csv;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'group-order.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  const add = () => {
    // rows still in the paste box join the list first, to be checked there before anything is added
    if (draft.trim()) return readDraft();
    setTried(true);
    if (people.length === 0 || allProblems.length > 0 || lineIds.length !== people.length) return;
    const group = { id: `group-${Date.now().toString(36)}`, name: cartName };
    const items: CartItem[] = people.map((item) => ({ ...item!, group }));
    // the button says "Adding…" at once; the cart takes the group (and opens the drawer) in the next task,
    // so the click is answered on the next frame, not after the cart's work for 200 lines
    setAdding(true);
    setCartRefused(false);
    requestAnimationFrame(() =>
      setTimeout(() => {
        void sendGroupToCart(bus, items).then((taken) => {
          setAdding(false);
          setCartRefused(!taken);
        });
      }, 0),
    );
  };
  // the row the preview shows and the grid marks: the one chosen, or the last when rows went from under it
  // (a remove at the end, a file read into a full group), so the preview's row number and its text are one row's
  const shown = Math.min(selected, rows.length - 1);
  const current = rows[shown] ?? blankRow();

  return (
    <Body>
      <Note>
        One row per person, up to {MAX_GROUP_ROWS}: the {personalization.label.toLowerCase()}
        {numberLabel ? `, the ${numberLabel.toLowerCase()} (${numberField?.min}–${numberField?.max})` : ''}
        {run ? ' and the size' : ''}. Paste from a spreadsheet, upload a CSV, or type. Volume prices count every row.
      </Note>
      <label css={{ display: 'flex', flexDirection: 'column', gap: space.xs, fontSize: fontSize.sm, fontWeight: 600 }}>
        Paste or type rows here (tab, comma or semicolon separated)
        <Paste
          data-testid="group-paste"
          onPaste={onPaste}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={[
            ['Alex', numberLabel ? '7' : null, run ? 'M' : null],
            ['Sam', numberLabel ? '23' : null, run ? 'L' : null],
          ]
            .map((cells) => cells.filter((cell) => cell !== null).join('\t'))
            .join('\n')}
        />
      </label>
      <div css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="button" variant="secondary" size="sm" onClick={readDraft} disabled={!draft.trim()}>
          Read These Rows
        </Button>
        <RosterFileInput fileName={fileName} onChange={(e) => void onFile(e)} />
        <Button type="button" variant="secondary" size="sm" onClick={download} disabled={filled === 0}>
          Download as CSV
        </Button>
      </div>
      {notes.length > 0 && (
        <div role="status" data-testid="group-notes">
          {notes.map((note) => (
            <Note key={note}>{note}</Note>
          ))}
        </div>
      )}
      <GroupPreview
        image={configuration.image}
        text={current.text}
        row={shown + 1}
        fill={preview.fill}
        lettering={configuration.lettering ?? null}
        textArea={preview.textArea}
        maxLength={personalization.maxLength}
      />
      <Scroll onScroll={onScroll}>
        <Grid
          data-testid="group-grid"
          aria-label="People in the group"
          aria-rowcount={rows.length + 1}
          data-second-line={secondLine || undefined}
        >
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">#</th>
              <th scope="col" data-cell="text">
                {personalization.label}
              </th>
              {numberLabel && (
                <th scope="col" data-cell="number">
                  {numberLabel}
                </th>
              )}
              {run && (
                <th scope="col" data-cell="size">
                  Size
                </th>
              )}
              <th scope="col" data-cell="remove">
                <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {gridStretches({
              count: rows.length,
              scrollTop,
              viewport: VIEWPORT,
              rowHeight: rowPx,
              overscan: 10,
              keep: shown,
            }).flatMap((stretch) =>
              // one flat list of keyed rows: a row keeps its element (and its focus) as the window moves
              stretch.kind === 'gap' ? (
                // rows out of view: their room, so the scroll bar and aria-rowcount tell the whole group
                <tr key={`gap-${stretch.from}`} aria-hidden="true" data-gap="">
                  <td
                    colSpan={3 + (numberLabel ? 1 : 0) + (run ? 1 : 0)}
                    style={{ height: (stretch.to - stretch.from) * rowPx, padding: 0, border: 0 }}
                  />
                </tr>
              ) : (
                rows.slice(stretch.from, stretch.to).map((row, offset) => {
                  const i = stretch.from + offset;
                  const check = checked[i]!;
                  return (
                    <GroupRow
                      key={i}
                      index={i}
                      row={row}
                      view={check}
                      selected={i === shown}
                      showErrors={tried && Boolean(check.textProblem || check.numberProblem || check.sizeProblem)}
                      textLabel={personalization.label}
                      numberLabel={numberLabel}
                      sizes={sizes}
                      onEdit={edit}
                      onRemove={remove}
                      onSelect={setSelected}
                    />
                  );
                })
              ),
            )}
          </tbody>
        </Grid>
      </Scroll>
      <div css={{ display: 'flex', gap: space.sm, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={rows.length >= MAX_GROUP_ROWS}
          onClick={() => {
            setRows((current) => [...current, blankRow()]);
            setSelected(rows.length);
          }}
        >
          Add a Row
        </Button>
        <Note>
          {filled} of {MAX_GROUP_ROWS} rows{rows.length >= MAX_GROUP_ROWS ? ': the group is full.' : ''}
        </Note>
      </div>
      {summary.length > 0 && (
        <p data-testid="group-size-summary" css={{ margin: 0, fontSize: fontSize.sm }}>
          Sizes: {summary.map((entry) => `${entry.size} × ${entry.count}`).join(' · ')}
        </p>
      )}
      <VolumePrice
        productSku={configuration.product.sku}
        variantSku={configuration.variant?.variant_sku ?? null}
        size={oneSize}
        perItem={!run || oneSize !== null}
        quantity={filled}
      />
      {problems.length > 0 && (
        <div role="alert" data-testid="group-problems" css={{ color: color.danger, fontSize: fontSize.sm }}>
          <p css={{ margin: 0, fontWeight: 600 }}>
            {problems.length} {problems.length === 1 ? 'cell needs' : 'cells need'} a change (every row is kept):
          </p>
          <ul css={{ margin: 0, paddingLeft: space.lg }}>
            {problems.slice(0, 5).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <label css={{ display: 'flex', flexDirection: 'column', gap: space.xs, fontSize: fontSize.sm, fontWeight: 600 }}>
        Name of the group (shown in your cart)
        <input
          value={groupName}
          maxLength={shopLimits.groupName}
          onChange={(e) => setGroupName(e.target.value)}
          css={{
            minHeight: 36,
            padding: `0 ${space.sm}`,
            border: `1px solid ${color.line}`,
            borderRadius: radius.sm,
            font: 'inherit',
          }}
        />
      </label>
      {cartRefused && (
        <p
          role="alert"
          data-testid="group-cart-refused"
          css={{ margin: 0, color: color.danger, fontSize: fontSize.sm }}
        >
          This group could not be added: the cart on this page does not take group orders yet (it is an older version of
          the shop). Nothing was added and your rows are kept here. Reload the page and try again, or add each person
          with Add to Cart.
        </p>
      )}
      {inCart && (
        <p role="status" data-testid="group-in-cart" css={{ margin: 0, fontSize: fontSize.sm }}>
          This group is in your cart: “<bdi>{cartName}</bdi>”, {people.length} {people.length === 1 ? 'item' : 'items'}.
          Adding it again orders a second of each person’s item.
        </p>
      )}
      <Button type="button" size="lg" onClick={adding ? undefined : add} aria-busy={adding} data-testid="group-add">
        {/* the count once a row is filled in; before, no "Add 0 Items" */}
        {adding ? 'Adding' : 'Add'} {filled === 0 ? '' : `${filled} ${filled === 1 ? 'Item' : 'Items'} `}to Cart as One
        Group{adding ? '…' : ''}
      </Button>
    </Body>
  );
}
