// One percentile for every runner that measures (benches, the scale suite): the nearest-rank value
// of an ascending array, `empty` when there is none.

/** The p-th percentile (0–100) of `sorted` (ascending). */
export function percentile(sorted, p, empty = Number.NaN) {
  if (sorted.length === 0) return empty;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
