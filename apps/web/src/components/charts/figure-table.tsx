import type { ReactNode } from 'react';

// docs/ui.md "Charts": the figures under a chart also in text. One table shape for all of them: a header row,
// one row per thing (its first cell the row's header), figures right-aligned in tabular digits, and a
// scroll of its own on a narrow screen rather than the page's. A wide table (`layout="stacked"`) does not
// scroll at all: below `sm` each row becomes a block of its own, a label beside each figure (docs/ui.md "Mobile
// first": nothing cut off at 390 px).

export interface FigureColumn<Row> {
  header: string;
  /** The cell of a row; the first column's is the row's header. */
  cell: (row: Row) => ReactNode;
  /** A figure: right-aligned, in tabular digits. */
  figure?: boolean;
  /** Extra classes for the column's cells (e.g. `font-semibold` for the figure that matters). */
  className?: string;
}

const PAD = {
  // Edge to edge in a card: a grey header band and room around each row.
  card: {
    head: 'bg-gray-50 text-gray-700',
    th: 'px-2 py-2 first:pl-4 last:pr-4',
    td: 'px-2 py-3 first:pl-4 last:pr-4',
  },
  // Inside a card's body, beside its chart.
  compact: { head: 'text-gray-600', th: 'py-1 pr-3 last:pr-0', td: 'py-2 pr-3 last:pr-0' },
  // As `card` from `sm` up; below it the header row is left to screen readers and each row stacks its cells,
  // each with its column's name (aria-hidden: the column header already names the cell).
  stacked: {
    head: 'bg-gray-50 text-gray-700 max-sm:sr-only',
    th: 'px-2 py-2 first:pl-4 last:pr-4',
    td: 'max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-3 sm:px-2 sm:py-3 sm:first:pl-4 sm:last:pr-4',
  },
} as const;

// The explicit roles keep the table a table for assistive technology when CSS stacks it (`display: block`
// drops a table's semantics in some browsers).
const STACK = {
  table: 'max-sm:block',
  body: 'max-sm:block',
  row: 'max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:px-4 max-sm:py-3',
} as const;

export function FigureTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  layout = 'compact',
}: {
  /** The table's name (the chart's question); shown above it only with `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  layout?: keyof typeof PAD;
}) {
  const pad = PAD[layout];
  const align = (column: FigureColumn<Row>) => (column.figure ? 'text-right tabular-nums' : '');
  const stacked = layout === 'stacked';
  const role = (name: string) => (stacked ? { role: name } : {});
  return (
    <div className="overflow-x-auto">
      <table className={`w-full text-left text-sm ${stacked ? STACK.table : ''}`} {...role('table')}>
        <caption className={showCaption ? 'mb-1 text-left font-semibold text-gray-900' : 'sr-only'}>{caption}</caption>
        <thead className={pad.head} {...role('rowgroup')}>
          <tr {...role('row')}>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${pad.th} font-medium ${align(column)}`}
                {...role('columnheader')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-gray-100 align-top ${stacked ? STACK.body : ''}`} {...role('rowgroup')}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={stacked ? STACK.row : undefined} {...role('row')}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={`${pad.td} font-medium text-gray-900 ${align(column)} ${column.className ?? ''}`}
                    {...role('rowheader')}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={`${pad.td} ${align(column)} ${column.className ?? ''}`}
                    {...role('cell')}
                  >
                    {stacked ? (
                      <span aria-hidden="true" className="font-medium text-gray-700 sm:hidden">
                        {column.header}
                      </span>
                    ) : null}
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
