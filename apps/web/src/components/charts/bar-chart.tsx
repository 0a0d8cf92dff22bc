import { useId } from 'react';
import { scaleBand, scaleLinear } from 'd3-scale';

// A grouped bar chart drawn as SVG by React, laid out with d3-scale (no charting library: the page's
// chunk stays within the lazy budget). Each chart answers one question (its title) and says the same
// figures in text: the SVG's description, and the table the page renders beside it.

export interface BarSeries {
  name: string;
  /** A Tailwind fill class (tokens, not ad-hoc colours): the brand colour for the series that matters. */
  fillClass: string;
}

export interface BarGroup {
  label: string;
  values: number[];
}

const WIDTH = 360;
const HEIGHT = 180;
/** Room on the left for the value axis' labels when the chart has one. */
const AXIS_WIDTH = 44;

export function BarChart({
  title,
  description,
  series,
  groups,
  formatValue,
}: {
  title: string;
  /** The figures in words, read by screen readers as the chart's description. */
  description: string;
  series: BarSeries[];
  groups: BarGroup[];
  /**
   * Writes a value on the value axis (issue 38 item 15: the earnings chart had no amounts): with it the
   * chart has a labelled axis and gridlines, and each bar names its value on hover.
   */
  formatValue?: (value: number) => string;
}) {
  const id = useId();
  const MARGIN = { top: 8, right: 4, bottom: 28, left: formatValue ? AXIS_WIDTH : 4 };
  const max = Math.max(1, ...groups.flatMap((g) => g.values));
  const x = scaleBand()
    .domain(groups.map((_, i) => String(i)))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const inner = scaleBand()
    .domain(series.map((_, i) => String(i)))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const y = scaleLinear()
    .domain([0, max])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
    .nice(4);
  // Ticks a person reads: whole values of what formatValue writes (no "$0.50" between $0 and $1).
  const ticks = formatValue
    ? y.ticks(4).filter((t, i, all) => i === 0 || formatValue(t) !== formatValue(all[i - 1]!))
    : [];
  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={`${id}-title`} className="font-semibold text-gray-900">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto max-h-56 w-full"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-gray-200"
              strokeWidth={1}
            />
            <text
              x={MARGIN.left - 4}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-gray-600 text-[10px] tabular-nums"
            >
              {formatValue!(tick)}
            </text>
          </g>
        ))}
        <line
          x1={MARGIN.left}
          x2={WIDTH - MARGIN.right}
          y1={y(0)}
          y2={y(0)}
          className="stroke-gray-300"
          strokeWidth={1}
        />
        {groups.map((group, g) => (
          <g key={group.label} transform={`translate(${x(String(g))},0)`}>
            {group.values.map((value, s) => (
              <rect
                key={series[s]!.name}
                x={inner(String(s))}
                y={y(value)}
                width={inner.bandwidth()}
                height={Math.max(0, y(0) - y(value))}
                rx={1.5}
                className={series[s]!.fillClass}
              >
                {formatValue ? <title>{`${group.label}, ${series[s]!.name}: ${formatValue(value)}`}</title> : null}
              </rect>
            ))}
            {g % 2 === 0 || groups.length <= 6 ? (
              <text
                x={x.bandwidth() / 2}
                y={HEIGHT - 10}
                textAnchor="middle"
                className="fill-gray-600 text-[10px] tabular-nums"
              >
                {group.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <ul className="flex flex-wrap gap-4 text-sm text-gray-700" aria-hidden="true">
        {series.map((s) => (
          <li key={s.name} className="flex items-center gap-1.5">
            <svg viewBox="0 0 10 10" className="size-3">
              <rect width={10} height={10} rx={2} className={s.fillClass} />
            </svg>
            {s.name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
