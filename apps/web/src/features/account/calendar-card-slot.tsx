import { lazy, Suspense } from 'react';

// The Calendar card is its own chunk: the /account chunk stays within its budget (scripts/check-budgets.mjs).
const CalendarCard = lazy(async () => ({ default: (await import('./calendar-card.tsx')).CalendarCard }));

export function CalendarCardSlot() {
  return (
    <Suspense fallback={null}>
      <CalendarCard />
    </Suspense>
  );
}
