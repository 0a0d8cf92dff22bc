// The console's week picker (docs/architecture.md "Pay and earnings"): weeks run Monday to Sunday; the
// choice is the current week and the eleven before it, the last ended week by default.

const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The Mondays (YYYY-MM-DD) of the current week and the `count - 1` weeks before it, newest first. */
export function recentMondays(now: Date, count = 12): string[] {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7), 12);
  return Array.from({ length: count }, (_, i) =>
    day(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() - 7 * i, 12)),
  );
}
