import type { SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';

/**
 * A small select inside a row or a card (a member's role, a job's assignee): its name is `label` (the row's
 * column or the card's line says what it is), 44 px high for a finger.
 */
export function CompactSelect({
  label,
  className,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  return (
    <select
      aria-label={label}
      className={cn(
        'min-h-11 max-w-full rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 disabled:bg-gray-100 disabled:text-gray-500',
        className,
      )}
      {...rest}
    >
      {children}
    </select>
  );
}
