import type { ReactNode } from 'react';

/** One labelled row of the detail page's cards (a `<dl>`'s term and description). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-sm font-medium text-gray-600 sm:w-36 sm:shrink-0">{label}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}
