import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { SETUP } from '@vendor-portal/contract/messages';
import type { SavingStep, VendorSetup } from '@vendor-portal/contract/vendor-setup';
import { useVendor } from '../../lib/api/get-vendor.ts';

// "Finish setting up": what onboarding still lacks, read from the server (GET /vendorSetup), so that a vendor who
// started on another device sees it here; each step left links to that step of the wizard (docs/product-spec.md
// §2 Onboarding wizard). Its own chunk: the appointments page loads it only while setup is unfinished.
// The wizard's order (the contract's SAVING_STEPS comes with zod, which this chunk does without): a record, so that a
// step added to the wizard is a compile error here until it has its place.
const ORDER: Record<SavingStep, number> = { 'business-info': 0, services: 1, hours: 2, documents: 3 };
const STEPS = (Object.keys(ORDER) as SavingStep[]).sort((a, b) => ORDER[a] - ORDER[b]);

export function SetupChecklist({ setup }: { setup: VendorSetup }) {
  const reviewWaits = useVendor().data?.reviewStatus === 'pending';
  return (
    <section
      aria-labelledby="setup-checklist-title"
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <h2 id="setup-checklist-title" className="text-base font-semibold">
        {SETUP.checklistTitle}
      </h2>
      <p className="text-sm">{SETUP.checklistIntro}</p>
      {/* Not under review yet (issue 38 item 9): the review starts once these are done. */}
      {reviewWaits ? <p className="mt-1 text-sm font-medium">{SETUP.checklistReviewAfter}</p> : null}
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {STEPS.map((step) =>
          setup.done[step] ? (
            <li key={step} className="flex min-h-11 items-center gap-2 text-sm">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
              <span>
                {SETUP.steps(step)} <span className="sr-only">({SETUP.done})</span>
              </span>
            </li>
          ) : (
            <li key={step} className="flex min-h-11 items-center gap-2 text-sm">
              <Circle aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
              <Link
                to={`/onboarding?step=${step}`}
                className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {SETUP.steps(step)} <span className="sr-only">({SETUP.toDo})</span>
              </Link>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
