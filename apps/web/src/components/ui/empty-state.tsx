import type { ReactNode } from 'react';

export function EmptyState({ title, hint, icon }: { title: ReactNode; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
      {icon ? <div className="text-gray-400">{icon}</div> : null}
      <p className="font-medium text-gray-800">{title}</p>
      {hint ? <p className="text-sm text-gray-600">{hint}</p> : null}
    </div>
  );
}

export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-3 px-4 py-6 text-gray-700">
      <span
        aria-hidden="true"
        className="inline-block size-5 animate-spin rounded-full border-2 border-brand-700 border-r-transparent"
      />
      <span>{text}</span>
    </div>
  );
}
