import { useId, useState } from 'react';
import { Link } from 'react-router';
import { QUALITY } from '@vendor-portal/contract/messages';
import { Button } from '../../components/ui/button.tsx';
import type { Figure } from './figures.ts';

/** A figure with its value and, opened, the list of its jobs, each a link to the job. */
export function FigureWithJobs({ figure }: { figure: Figure }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
      <h3 className="text-sm font-medium text-gray-600">{figure.label}</h3>
      <p className="text-2xl font-semibold tabular-nums text-gray-900">{figure.value}</p>
      <div>
        {/* The figure in the name (one name, no stray space a hidden span gives in a browser's name). */}
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${open ? QUALITY.hideJobs : QUALITY.showJobs}, ${figure.label}`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? QUALITY.hideJobs : QUALITY.showJobs}
        </Button>
      </div>
      {open ? (
        <div id={listId}>
          {figure.jobs.length === 0 ? (
            <p className="text-sm text-gray-700">{QUALITY.noJobs}</p>
          ) : (
            <ul aria-label={QUALITY.figureJobsTitle({ figure: figure.label })} className="flex flex-wrap gap-2">
              {figure.jobs.map((id) => (
                <li key={id}>
                  <Link
                    to={`/appointments/${id}`}
                    className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 underline"
                  >
                    {QUALITY.jobLink({ id })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
