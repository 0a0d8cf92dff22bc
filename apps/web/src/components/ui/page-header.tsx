import type { ReactNode } from 'react';

export function PageHeader({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 sm:mb-6">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
      {actions}
      {children}
    </div>
  );
}
