import { ACCOUNT } from '@vendor-portal/contract/messages';

// Issue 28: the reviewer's reason for the latest decision (GET /vendor's reviewNote), shown where the vendor acts
// (Account, the Unclaimed eligibility panel, the landing page), in the reviewer's own words.
export function ReviewReason({ note }: { note: string | null | undefined }) {
  if (!note?.trim()) return null;
  return <p className="font-medium">{ACCOUNT.reviewReason(note.trim())}</p>;
}
