// docs/architecture.md "Availability and dispatch": a cancelled or completed job is closed. Nothing on it
// changes any more: the server refuses every change with 409 appointment-closed, and the portal shows its
// status and offers no action. One rule for both, so they never disagree on which jobs are closed.

/** Where a job stands: the provider cancelled it, the vendor completed it, or it is still to be done. */
export type JobStatus = 'cancelled' | 'completed' | 'upcoming';

/** A cancellation wins over a completion (a completed job is never cancelled, but the data could say both). */
export const jobStatus = (job: {
  cancelledAt?: string | Date | null;
  completedAt?: string | Date | null;
}): JobStatus => (job.cancelledAt ? 'cancelled' : job.completedAt ? 'completed' : 'upcoming');

/** Whether the job is closed: no note, photo, assignment, on my way, release or completion any more. */
export const isClosedJob = (job: { cancelledAt?: string | Date | null; completedAt?: string | Date | null }): boolean =>
  jobStatus(job) !== 'upcoming';

/**
 * Where the visit stands, the ONE state of a job (issue 54 item 14): the badge on its page, the chip on the day's
 * timeline and which actions show all read it, so they never disagree. `onTheWay` is whether On my way was sent
 * (read beside the job). A no-show was never done (no completion, no signature); a job done offers no no-show.
 */
export type VisitState = 'upcoming' | 'onTheWay' | 'arrived' | 'done' | 'noShow' | 'cancelled';

export function visitState(
  job: {
    cancelledAt?: string | Date | null;
    completedAt?: string | Date | null;
    outcome?: string | null;
    checkedInAt?: string | Date | null;
    checkedOutAt?: string | Date | null;
  },
  onTheWay = false,
): VisitState {
  if (job.cancelledAt) return 'cancelled';
  if (job.outcome === 'no-show') return 'noShow';
  if (job.completedAt || job.checkedOutAt) return 'done';
  if (job.checkedInAt) return 'arrived';
  return onTheWay ? 'onTheWay' : 'upcoming';
}
