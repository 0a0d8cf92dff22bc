import { createContext, type ReactNode } from 'react';
import { AUTH, GENERAL } from '@vendor-portal/contract/messages';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { brandName } from '../lib/browser/brand.ts';

// The signed-in layout's frame before the app knows the session (docs/decisions/006): the build writes it into
// index.html, so the header, the menu and a placeholder for the page paint before any script runs, and the route
// guard shows the same while the session and the signed-in area load. Boxes match signed-in-layout.tsx's, so
// the real layout takes their place without moving anything.
export function LayoutSkeleton() {
  // Read at render, in the member's language (issue 46): this module loads before the language is known.
  const menu = [AUTH.menuAppointments, AUTH.menuUnclaimed, AUTH.menuServices, AUTH.menuAccount];
  return (
    <div className="min-h-dvh bg-gray-50">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-gray-200 bg-white px-2 sm:px-4">
        <span className="inline-flex size-11 items-center justify-center md:hidden">
          <span className="block h-4 w-5 rounded-sm bg-gray-200" />
        </span>
        <span className="flex min-h-11 items-center gap-2 px-1 text-lg font-semibold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{brandName()}</span>
        </span>
      </header>
      <div className="fixed bottom-0 left-0 top-14 z-20 hidden w-64 flex-col border-r border-gray-200 bg-white p-3 md:flex">
        <ul className="flex flex-col gap-1">
          {menu.map((label) => (
            <li
              key={label}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-500"
            >
              <span className="size-5 rounded bg-gray-100" />
              {label}
            </li>
          ))}
        </ul>
      </div>
      <main className="px-3 py-4 sm:px-6 sm:py-6 md:ml-64" aria-busy="true">
        <p role="status" className="sr-only">
          {GENERAL.pageLoading}
        </p>
        <div className="h-8 w-48 animate-pulse rounded-lg bg-gray-200" />
        <div className="mt-6 flex flex-col gap-3">
          <div className="h-24 animate-pulse rounded-xl border border-gray-200 bg-white" />
          <div className="h-24 animate-pulse rounded-xl border border-gray-200 bg-white" />
          <div className="h-24 animate-pulse rounded-xl border border-gray-200 bg-white" />
        </div>
      </main>
    </div>
  );
}

/**
 * What shows until the first page is there (the session and the page's chunks load): this skeleton on the pages of
 * the signed-in layout, a spinner elsewhere. Set by AppRoutes for the current URL, read by the route guard.
 */
export const FirstLoadView = createContext<ReactNode>(<FullScreenSpinner />);
