import { AVAILABILITY } from '@vendor-portal/contract/messages';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';

// docs/architecture.md "Availability and dispatch": the server refused to give a job to a member busy or off then
// (409 member-busy, its message names the member); the owner or the office gives it anyway, or not.

export interface BusyQuestion {
  /** The choice asked about (the picker's value). */
  value: string;
  /** The server's words. */
  message: string;
  /** Why (issue 54 item 16): the clashing jobs with their time and the time off, in the company's zone. */
  reasons: string[];
}

export function BusyDialog({
  question,
  onAnswer,
}: {
  question: BusyQuestion | null;
  /** The value to give anyway, or null to leave the job as it was. */
  onAnswer: (value: string | null) => void;
}) {
  return (
    <ConfirmDialog
      open={question !== null}
      title={AVAILABILITY.confirmAssignTitle}
      message={question?.message ?? ''}
      reasons={question?.reasons}
      confirmLabel={AVAILABILITY.confirmAssign}
      cancelLabel={AVAILABILITY.keep}
      confirmVariant="primary"
      onConfirm={() => onAnswer(question?.value ?? null)}
      onCancel={() => onAnswer(null)}
    />
  );
}
