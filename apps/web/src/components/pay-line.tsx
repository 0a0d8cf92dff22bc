import { EARNINGS } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { cn } from './ui/cn.ts';

/**
 * What a job pays the vendor (docs/architecture.md "Pay and earnings"), in the same place on every card:
 * "You earn $48.60", tabular figures, never confused with what the customer pays.
 */
export function PayLine({ cents, className }: { cents: number | undefined; className?: string }) {
  // No pay in the answer: the owner keeps pay from the crew (team settings), so the page shows none.
  if (cents === undefined) return null;
  return (
    <p className={cn('text-sm font-semibold tabular-nums text-gray-900', className)}>
      {EARNINGS.payLine(formatCents(cents))}
    </p>
  );
}
