import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart.tsx';

// docs/ui.md "Charts": the figures also in text. The line chart's table has a row per point and a column
// per series, formatted as the chart's axis is; the drawing itself is hidden from screen readers.

const format = (v: number | null) => (v === null ? '—' : `${v} min`);

describe('LineChart', () => {
  it('gives the same figures as a table named by the chart title, a gap as a dash', () => {
    const { container } = render(
      <LineChart
        title="Time to claim per week"
        xLabel="Week of"
        xs={['Nov 2', 'Nov 9', 'Nov 16']}
        series={[
          { label: 'Median', values: [15, null, 35] },
          { label: '90th percentile', values: [19, null, 39] },
        ]}
        format={format}
      />,
    );
    const table = screen.getByRole('table', { name: 'Time to claim per week' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Week of', 'Median', '90th percentile'],
      ['Nov 2', '15 min', '19 min'],
      ['Nov 9', '—', '—'],
      ['Nov 16', '35 min', '39 min'],
    ]);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // A line per series, broken where a week has no figure: two points drawn of three.
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
    expect(container.querySelectorAll('svg circle')).toHaveLength(4);
  });
});
