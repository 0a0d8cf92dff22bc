import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { VendorSetup } from '@vendor-portal/contract/vendor-setup';
import { LogOut } from 'lucide-react';
import { AUTH, ONBOARDING } from '@vendor-portal/contract/messages';
import type { Vendor } from '@vendor-portal/contract/vendor';
import { Button } from '../../components/ui/button.tsx';
import { brandName } from '../../lib/browser/brand.ts';
import { useSession } from '../../lib/session/session.tsx';
import { BusinessInfoStep } from './business-info-step.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { whenIdle } from '../../lib/browser/idle.ts';
import { Stepper } from './stepper.tsx';
import { canOpenStep, previousStep, stepLabel, type OnboardingStep } from './steps.ts';
import { useOnboardingDraft } from './use-onboarding-draft.ts';
import { resumeFromServer } from './draft.ts';
import { vendorSetupQueryOptions } from '../../lib/api/get-vendor-setup.ts';
import { vendorQueryOptions } from '../../lib/api/get-vendor.ts';
import { useSignedInQuery } from '../../lib/api/use-signed-in-query.ts';

// The first step comes with the page; the later ones are loaded while the vendor fills it in
// (when the browser is idle), so that the page's first load stays within its budget.
const loadServices = () => import('./services-step.tsx');
const loadHours = () => import('./hours-step.tsx');
const loadDocuments = () => import('./documents-step.tsx');
const loadComplete = () => import('./complete-step.tsx');
const ServicesStep = lazy(async () => ({ default: (await loadServices()).ServicesStep }));
const HoursStep = lazy(async () => ({ default: (await loadHours()).HoursStep }));
const DocumentsStep = lazy(async () => ({ default: (await loadDocuments()).DocumentsStep }));
const CompleteStep = lazy(async () => ({ default: (await loadComplete()).CompleteStep }));
const preloadSteps = () =>
  whenIdle(() => void Promise.all([loadServices(), loadHours(), loadDocuments(), loadComplete()]).catch(() => {}));

// docs/product-spec.md §2 Onboarding wizard (/onboarding): its own page frame (no side menu), a stepper and the
// five steps, resumed from the draft in local storage (docs/product-spec.md §3).
export function OnboardingPage() {
  const { status, email, store } = useSession();
  const navigate = useNavigate();
  if (status === 'signOut') return <Navigate to="/login" replace />;

  const signOut = async () => {
    await store.signOut();
    void navigate('/login');
  };

  return (
    <div className="min-h-dvh bg-gray-50">
      <header className="flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-3 sm:px-4">
        <span className="flex items-center gap-2 font-semibold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {brandName()}
        </span>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <span className="hidden truncate text-sm text-gray-600 sm:block">{email}</span>
          <Button variant="ghost" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {AUTH.signOut}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-3 py-5 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{ONBOARDING.pageTitle}</h1>
        {/* A different signed-in user starts a fresh draft (docs/product-spec.md §3). */}
        <OnboardingWizard key={email ?? ''} email={email} />
      </main>
    </div>
  );
}

// A component, not an element built once: its label is read at render, in the language of the moment (issue 46).
function LoadingStep() {
  return (
    <div className="flex justify-center py-12 text-brand-700">
      <Spinner className="size-8 border-4" label={AUTH.loading} />
    </div>
  );
}

/**
 * A vendor who exists already (made on this device or another) resumes from what the server holds: the wizard
 * waits for GET /vendorSetup and the vendor, then opens at the first step not done. If that read fails, the
 * draft of this browser is used as before.
 */
function OnboardingWizard({ email }: { email: string | null }) {
  const { vendorId } = useSession();
  const [params] = useSearchParams();
  // Only on arrival: a vendor created during the wizard goes on from this browser's draft.
  const [arrivedWithVendor] = useState(vendorId !== null);
  // Fetched on arrival even when the cache holds a fresh answer (the signed-in area reads the vendor too):
  // the wizard waits for an answer fetched after it mounted.
  const setup = useSignedInQuery({ ...vendorSetupQueryOptions(), refetchOnMount: 'always' }, arrivedWithVendor);
  const vendor = useSignedInQuery({ ...vendorQueryOptions(), refetchOnMount: 'always' }, arrivedWithVendor);
  const [resumed, setResumed] = useState(!arrivedWithVendor);
  // Asked afresh (what the offline cache restores may predate the last save), unless the network is away.
  const answered = (q: { isFetchedAfterMount: boolean; fetchStatus: string }) =>
    q.isFetchedAfterMount || q.fetchStatus === 'paused';
  if (!resumed && answered(setup) && answered(vendor)) setResumed(true);
  if (!resumed) return <LoadingStep />;
  return <Wizard email={email} setup={setup.data} vendor={vendor.data ?? undefined} requested={params.get('step')} />;
}

function Wizard({
  email,
  setup,
  vendor,
  requested,
}: {
  email: string | null;
  setup: VendorSetup | undefined;
  vendor: Vendor | undefined;
  requested: string | null;
}) {
  const { vendorId } = useSession();
  const navigate = useNavigate();
  const { draft, update, reset } = useOnboardingDraft(email, (d) =>
    setup ? resumeFromServer(d, setup, vendor, requested) : d,
  );
  const [files] = useState(() => new Map<string, File>());
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(draft.currentStep);
  // A new step starts at its top, with focus on it for keyboard and screen-reader users (docs/ui.md).
  useEffect(() => {
    if (shownStep.current === draft.currentStep) return;
    shownStep.current = draft.currentStep;
    window.scrollTo({ top: 0 });
    stepRef.current?.focus();
  }, [draft.currentStep]);
  useEffect(preloadSteps, []);
  // docs/product-spec.md §2: a user who already has a vendor with id and title is sent to / while on the
  // business-info or complete step. Decided on arrival: during the wizard the vendor is created on
  // business info, and going Back to it (to update the vendor) or finishing must stay possible.
  // (The server gives every vendor a title: a vendorId is a vendor with id and title.) With the server's
  // progress, the wizard opens on those steps only once everything is done (or when asked for
  // Business Info while everything is); without it, this browser's draft decides.
  const [alreadyOnboarded] = useState(
    () =>
      vendorId !== null &&
      (draft.currentStep === 'business-info' || draft.currentStep === 'complete') &&
      (!setup || setup.nextStep === 'complete'),
  );
  if (alreadyOnboarded) return <Navigate to="/" replace />;

  const open = (step: OnboardingStep) => {
    if (canOpenStep(step, draft.currentStep, draft.completedSteps)) update((d) => ({ ...d, currentStep: step }));
  };
  const back = () => update((d) => ({ ...d, currentStep: previousStep(d.currentStep) }));
  const finish = () => {
    reset();
    void navigate('/');
  };

  const props = { draft, update, onBack: back };
  return (
    <>
      <Stepper current={draft.currentStep} completed={draft.completedSteps} onOpen={open} />
      <div ref={stepRef} tabIndex={-1} aria-label={stepLabel(draft.currentStep)} className="focus:outline-none">
        <Suspense fallback={<LoadingStep />}>
          {draft.currentStep === 'business-info' ? <BusinessInfoStep draft={draft} update={update} /> : null}
          {draft.currentStep === 'services' ? (
            <ServicesStep {...props} savedOnServer={Boolean(setup?.done.services)} />
          ) : null}
          {draft.currentStep === 'hours' ? <HoursStep {...props} savedOnServer={Boolean(setup?.done.hours)} /> : null}
          {draft.currentStep === 'documents' ? <DocumentsStep {...props} files={files} /> : null}
          {draft.currentStep === 'complete' ? <CompleteStep onFinish={finish} /> : null}
        </Suspense>
      </div>
    </>
  );
}
