import { lazy, memo, Suspense, type ReactNode } from 'react';
import { brandName } from '../../lib/browser/brand.ts';

// The language switch comes in its own small chunk: /login's first load has no room for it (its budget,
// scripts/check-budgets.mjs); the prerendered HTML shows it at once and it works once hydrated.
const LanguageSwitch = lazy(async () => ({
  default: (await import('../../components/language-switch.tsx')).LanguageSwitch,
}));

// Memoised, so that the page's re-render right after hydration (the session's state replacing the prerender's
// "not yet") does not reach the switch's Suspense boundary before its chunk is there: a boundary updated while
// still dehydrated is rendered afresh, its prerendered HTML removed and painted again (docs/decisions/006).
const LanguageSlot = memo(function LanguageSlot() {
  return (
    <Suspense fallback={null}>
      <LanguageSwitch className="ml-auto font-normal" />
    </Suspense>
  );
});

// The frame of the public pages (login, account creation, reset): a plain header with the logo
// (docs/product-spec.md §2: the login header has no working menu toggle), the language switch (issue 46) and
// one centred card.
export function AuthShell({
  title,
  intro,
  children,
  footer,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="flex h-14 items-center gap-2 border-b border-gray-200 bg-white px-4 font-semibold text-brand-800">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{brandName()}</span>
        <LanguageSlot />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <div className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
          {intro ? <p className="mt-2 text-sm text-gray-600">{intro}</p> : null}
          <div className="mt-6">{children}</div>
          {footer ? (
            <div className="mt-6 border-t border-gray-100 pt-4 text-center text-sm text-gray-700">{footer}</div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
