import { Link } from 'react-router';
import { GENERAL } from '@vendor-portal/contract/messages';
import { buttonClasses } from '../components/ui/button.tsx';

/** docs/product-spec.md §2: /about, a centred heading. */
export function AboutPage() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <h1 className="text-center text-3xl font-semibold text-gray-900">{GENERAL.aboutTitle}</h1>
    </div>
  );
}

/** docs/product-spec.md §2: 404 page. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-3xl font-semibold text-gray-900">{GENERAL.notFoundTitle}</h1>
      <Link to="/" className={buttonClasses('primary')}>
        {GENERAL.goBackHome}
      </Link>
    </main>
  );
}
