import { useLocation } from 'react-router';
import { LIVE } from '@vendor-portal/contract/messages';
import { useNewJobs } from '../lib/live/new-jobs-store.ts';

/** The count of jobs that arrived live since the vendor last looked, on the Unclaimed menu entry. */
export function UnclaimedBadge() {
  const count = useNewJobs().size;
  const onPage = useLocation().pathname === '/unclaimed';
  if (count === 0 || onPage) return null;
  return (
    <span
      className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
      data-testid="unclaimed-badge"
    >
      {LIVE.unclaimedBadge(count)}
    </span>
  );
}
