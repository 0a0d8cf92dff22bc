import { scaleLinear } from 'd3-scale';

// A funnel as horizontal bars, one per step, each as wide as its count (d3-scale), the count written
// beside it. The figures are also a table for screen readers (docs/ui.md: every chart's figures in text).

export interface FunnelStepFigure {
  key: string;
  label: string;
  value: number;
}

export function FunnelChart({
  title,
  steps,
  onSelect,
  selected,
  selectLabel,
}: {
  title: string;
  steps: FunnelStepFigure[];
  /** Each bar becomes a button opening that step. */
  onSelect?: (key: string) => void;
  selected?: string;
  selectLabel?: (step: FunnelStepFigure) => string;
}) {
  const width = scaleLinear()
    .domain([0, Math.max(1, ...steps.map((s) => s.value))])
    .range([0, 100]);
  return (
    <figure className="flex flex-col gap-3">
      {/* sr-only on a wrapper: a table grows to its content, so it would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <tbody>
            {steps.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.label}</th>
                <td>{s.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="flex flex-col gap-2" aria-hidden={onSelect ? undefined : true}>
        {steps.map((s) => {
          const bar = (
            <>
              <span className="flex justify-between gap-2 text-sm">
                <span className="font-medium text-gray-900">{s.label}</span>
                <span className="tabular-nums text-gray-700">{s.value}</span>
              </span>
              <svg className="h-5 w-full" aria-hidden="true" focusable="false">
                <rect className="fill-gray-100" width="100%" height="100%" rx="4" />
                <rect
                  className={selected === s.key ? 'fill-brand-800' : 'fill-brand-600'}
                  width={`${width(s.value)}%`}
                  height="100%"
                  rx="4"
                />
              </svg>
            </>
          );
          return (
            <li key={s.key}>
              {onSelect ? (
                <button
                  type="button"
                  className="flex min-h-11 w-full flex-col gap-1 rounded-md p-1 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-pressed={selected === s.key}
                  aria-label={selectLabel?.(s)}
                  onClick={() => onSelect(s.key)}
                >
                  {bar}
                </button>
              ) : (
                <div className="flex flex-col gap-1 p-1">{bar}</div>
              )}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
