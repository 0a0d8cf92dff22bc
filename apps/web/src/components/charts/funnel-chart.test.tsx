import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FunnelChart } from './funnel-chart.tsx';

// docs/ui.md "Charts": the figures also in text. The funnel's table carries every step and its count.

const steps = [
  { key: 'signedUp', label: 'Signed up', value: 40 },
  { key: 'verified', label: 'Verified email', value: 30 },
  { key: 'approved', label: 'Approved', value: 12 },
  { key: 'claimedOnce', label: 'Claimed a job', value: 9 },
];

describe('FunnelChart', () => {
  it('gives the same figures as a table named by the chart title', () => {
    render(<FunnelChart title="Where vendors stop" steps={steps} />);
    const table = screen.getByRole('table', { name: 'Where vendors stop' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Signed up', '40'],
      ['Verified email', '30'],
      ['Approved', '12'],
      ['Claimed a job', '9'],
    ]);
  });

  it('draws each bar as wide as its count, the widest step full width', () => {
    const { container } = render(<FunnelChart title="Funnel" steps={steps} />);
    const widths = [...container.querySelectorAll('svg rect:nth-of-type(2)')].map((r) => r.getAttribute('width'));
    expect(widths).toEqual(['100%', '75%', '30%', '22.5%']);
  });

  it('makes each step a named button that opens it', async () => {
    const onSelect = vi.fn();
    render(
      <FunnelChart
        title="Funnel"
        steps={steps}
        onSelect={onSelect}
        selected="approved"
        selectLabel={(s) => `Show the ${s.value} vendors: ${s.label}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Show the 12 vendors: Approved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show the 30 vendors: Verified email' }));
    expect(onSelect).toHaveBeenCalledWith('verified');
  });
});
