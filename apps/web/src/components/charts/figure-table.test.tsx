import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureTable } from './figure-table.tsx';

// docs/ui.md "Charts": the figures also in text. The one table under a chart: named by its caption, a header
// per column, each row headed by its first cell, figures right-aligned in tabular digits.

const rows = [
  { id: 1, service: 'Detailing', count: 4, median: '15 min' },
  { id: 2, service: 'Washing', count: 12, median: '35 min' },
];

describe('FigureTable', () => {
  it('gives one row per thing, headed by its first cell, under the columns named', () => {
    render(
      <FigureTable
        caption="Time to claim by service"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { header: 'Service', cell: (r) => r.service },
          { header: 'Jobs', figure: true, cell: (r) => r.count },
          { header: 'Median', figure: true, cell: (r) => r.median },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Time to claim by service' });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Service', 'Jobs', 'Median'],
      ['Detailing', '4', '15 min'],
      ['Washing', '12', '35 min'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Washing' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    // Figures line up: right-aligned, tabular digits; the words do not.
    expect(within(table).getByRole('cell', { name: '12' })).toHaveClass('text-right', 'tabular-nums');
    expect(within(table).getByRole('columnheader', { name: 'Jobs' })).toHaveClass('text-right');
    expect(within(table).getByRole('rowheader', { name: 'Washing' })).not.toHaveClass('text-right');
  });

  it('names the table for screen readers only, unless the caption is to be shown', () => {
    const { rerender } = render(
      <FigureTable
        caption="Gaps"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[{ header: 'S', cell: (r) => r.service }]}
      />,
    );
    expect(screen.getByText('Gaps')).toHaveClass('sr-only');
    rerender(
      <FigureTable
        caption="Gaps"
        showCaption
        rows={rows}
        rowKey={(r) => r.id}
        columns={[{ header: 'S', cell: (r) => r.service }]}
      />,
    );
    expect(screen.getByText('Gaps')).not.toHaveClass('sr-only');
  });
});
