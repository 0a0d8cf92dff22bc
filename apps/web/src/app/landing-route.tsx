import { lazy, Suspense } from 'react';
import { AppointmentsPage } from '../features/appointments/appointments-page.tsx';
import { useMay } from '../lib/roles/role-access.ts';

// The landing page with what other features add to it (features do not import each other; app/ composes them):
// issue 57's scorecard card for the owner and the office, a chunk of its own below the lists (it never pushes
// the lists down when it arrives).
const ScorecardCard = lazy(() =>
  import('../features/scorecard/scorecard-card.tsx').then((m) => ({ default: m.ScorecardCard })),
);

export function LandingRoute() {
  const readsScorecard = useMay('scorecard');
  return (
    <AppointmentsPage
      aside={
        readsScorecard ? (
          <Suspense fallback={null}>
            <ScorecardCard />
          </Suspense>
        ) : null
      }
    />
  );
}
