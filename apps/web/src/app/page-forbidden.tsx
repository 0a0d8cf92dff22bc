import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { TEAM } from '@vendor-portal/contract/messages';
import { buttonClasses } from '../components/ui/button.tsx';

/** A page the member's role may not use: said plainly, with the way back to its own day (not an error screen). */
export function PageForbidden() {
  return (
    <section
      aria-labelledby="page-forbidden-title"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-10 text-center"
    >
      <ShieldAlert aria-hidden="true" className="size-10 text-gray-400" />
      <h1 id="page-forbidden-title" className="text-xl font-semibold text-gray-900">
        {TEAM.pageForbiddenTitle}
      </h1>
      <p className="text-gray-700">{TEAM.pageForbiddenText}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {TEAM.pageForbiddenHome}
      </Link>
    </section>
  );
}
