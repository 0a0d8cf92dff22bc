import { localize } from '@vendor-portal/contract/i18n';
import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import type { ClaimQuestion } from './api/claim-appointment.ts';

// docs/architecture.md "Availability and dispatch": the server asked before a claim that would double-book (409
// no-one-free, in its words, read in the member's language: localize); "Claim anyway" sends it again with `{confirm: true}`.

export function ClaimQuestionDialog({
  claim,
}: {
  claim: { question: ClaimQuestion | null; answer: (claimAnyway: boolean) => void };
}) {
  return (
    <ConfirmDialog
      open={claim.question !== null}
      title={AVAILABILITY.confirmClaimTitle}
      message={localize(claim.question?.message ?? '')}
      reasons={claim.question?.reasons}
      confirmLabel={AVAILABILITY.confirmClaim}
      cancelLabel={AVAILABILITY.keep}
      confirmVariant="primary"
      onConfirm={() => claim.answer(true)}
      onCancel={() => claim.answer(false)}
    />
  );
}
