import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';

// Lines over a few labelled points (weeks), drawn with d3-scale and d3-shape as SVG. The first series
// is the one that matters (brand colour); the others are grey and dashed. The figures are also a
// table for screen readers, and the SVG is hidden from them.

export interface LineSeries {
  label: string;
  values: Array<number | null>;
}

const W = 320;
const H = 160;
const M = { top: 10, right: 12, bottom: 24, left: 44 };

export function LineChart({
  title,
  xLabel,
  xs,
  series,
  format,
}: {
  title: string;
  /** The header of the table's first column. */
  xLabel: string;
  /** The points' labels, in order (e.g. each week's Monday). */
  xs: string[];
  series: LineSeries[];
  format: (value: number | null) => string;
}) {
  const x = scalePoint<number>()
    .domain(xs.map((_, i) => i))
    .range([M.left, W - M.right])
    .padding(0.3);
  const max = Math.max(1, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([H - M.bottom, M.top]);
  const path = line<number | null>()
    .defined((v) => v !== null)
    .x((_, i) => x(i) ?? 0)
    .y((v) => y(v ?? 0));
  const every = Math.max(1, Math.ceil(xs.length / 4));
  return (
    <figure className="flex flex-col gap-2">
      {/* sr-only on a wrapper: a table grows to its content, so it would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xs.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[i] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full max-w-xl" aria-hidden="true" focusable="false">
        {y
          .ticks(4)
          .filter(Number.isInteger)
          .map((tick) => (
            <g key={tick}>
              <line x1={M.left} x2={W - M.right} y1={y(tick)} y2={y(tick)} className="stroke-gray-200" />
              <text x={M.left - 4} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-gray-600 text-[9px]">
                {format(tick)}
              </text>
            </g>
          ))}
        {xs.map((label, i) =>
          i % every === 0 ? (
            <text key={label} x={x(i)} y={H - 8} textAnchor="middle" className="fill-gray-600 text-[9px]">
              {label}
            </text>
          ) : null,
        )}
        {series.map((s, n) => (
          <g key={s.label} className={n === 0 ? 'stroke-brand-600 fill-brand-600' : 'stroke-gray-500 fill-gray-500'}>
            <path d={path(s.values) ?? ''} fill="none" strokeWidth={2} strokeDasharray={n === 0 ? undefined : '4 3'} />
            {s.values.map((v, i) => (v === null ? null : <circle key={i} cx={x(i)} cy={y(v)} r={2.5} />))}
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-gray-700" aria-hidden="true">
        {series.map((s, n) => (
          <span key={s.label} className="flex items-center gap-1.5">
            <span className={n === 0 ? 'h-0.5 w-5 bg-brand-600' : 'h-0 w-5 border-t-2 border-dashed border-gray-500'} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
