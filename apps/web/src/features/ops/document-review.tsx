import { useEffect, useState, type FormEvent } from 'react';
import { ExternalLink, Eye, EyeOff } from 'lucide-react';
import type { OpsVendorFile } from '@vendor-portal/contract/ops/staff';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { ERROR_CODES } from '@vendor-portal/contract/errors';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { errorText } from '../../lib/errors/error-text.ts';
import { parseError } from '../../lib/errors/parse-error.ts';
import { fetchPdfPreview } from './api/get-document-preview.ts';
import { useReviewVendorFile } from './api/review-vendor-file.ts';
import { formatDay } from './format.ts';

/** The server's refusals of the expiry date: shown beside the date field when the form has one. */
const EXPIRY_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.expiryRequired,
  ERROR_CODES.expiryInPast,
  ERROR_CODES.expiryTooFar,
  ERROR_CODES.expiryNotApplicable,
]);

const FILE_TONE = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

/** A document's status as a reviewer reads it: pending, approved (until a day, or expired), rejected. */
export function FileStatusBadges({ file }: { file: OpsVendorFile }) {
  return (
    <span className="flex flex-wrap gap-2">
      <Badge tone={FILE_TONE[file.status]}>{CONSOLE.fileStatus[file.status]}</Badge>
      {file.expired ? <Badge tone="warning">{CONSOLE.expired}</Badge> : null}
      {file.expiresAt && !file.expired ? <Badge>{CONSOLE.expiresOn(formatDay(file.expiresAt))}</Badge> : null}
    </span>
  );
}

/**
 * A PDF shown inline: its bytes fetched through the signed link (./api/get-document-preview.ts) and
 * framed from an object URL, typed as a PDF here. The link's own answer carries a sandboxing CSP,
 * which can keep a browser's PDF viewer out of a frame (packages/contract/src/ops/staff.ts,
 * opsVendorFileSchema.mediaUrl).
 */
function PdfPreview({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    setFailed(false);
    fetchPdfPreview(url)
      .then((pdf) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(pdf);
        setSrc(objectUrl);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (failed) return <Alert>{CONSOLE.previewFailed}</Alert>;
  if (!src) return <LoadingState text={CONSOLE.loading} />;
  return (
    <iframe
      src={src}
      title={label}
      className="h-[32rem] max-h-[70dvh] w-full rounded-lg border border-gray-200 bg-white"
    />
  );
}

/** The inline preview of a document through its signed link: an image, or the PDF in a frame. */
function FilePreview({ file }: { file: OpsVendorFile }) {
  const label = CONSOLE.preview(file.title);
  if (file.contentType.startsWith('image/'))
    return (
      <img
        src={file.mediaUrl}
        alt={label}
        className="max-h-[32rem] w-full rounded-lg border border-gray-200 object-contain"
      />
    );
  return <PdfPreview url={file.mediaUrl} label={label} />;
}

/**
 * One document of a vendor with its decision (docs/architecture.md "Staff and review"): approve,
 * with the expiry date when the kind expires (insurance, licences), or reject with a reason. The
 * vendor is mailed either way (the server does it).
 */
export function DocumentReview({ file, vendorId }: { file: OpsVendorFile; vendorId: number }) {
  const review = useReviewVendorFile(vendorId);
  const [showPreview, setShowPreview] = useState(false);
  const [expiresAt, setExpiresAt] = useState(file.expiresAt ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ expiresAt?: string; reason?: string }>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const idBase = `file-${file.id}`;

  const decide = async (event: FormEvent, decision: 'approve' | 'reject') => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (decision === 'approve' && file.requiresExpiry && !expiresAt)
      return setErrors({ expiresAt: CONSOLE.expiryRequired });
    if (decision === 'reject' && !reason.trim()) return setErrors({ reason: CONSOLE.reasonRequired });
    setErrors({});
    setBusy(decision);
    try {
      await review.mutateAsync({
        fileId: file.id,
        body:
          decision === 'approve'
            ? { status: 'approved', ...(expiresAt ? { expiresAt } : {}) }
            : { status: 'rejected', note: reason.trim() },
      });
      setOutcome({ ok: true, text: CONSOLE.decisionSaved });
      if (decision === 'reject') setReason('');
    } catch (err) {
      const parsed = parseError(err);
      if (file.requiresExpiry && EXPIRY_CODES.has(parsed.code) && parsed.message)
        return setErrors({ expiresAt: parsed.message });
      setOutcome({
        ok: false,
        text: CONSOLE.saveFailed(errorText(err, { show: 'any', fallback: CONSOLE.loadFailed })),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="flex flex-col gap-3 py-4" aria-labelledby={`${idBase}-title`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${idBase}-title`} className="break-words font-semibold text-gray-900">
            {file.title}
          </h3>
          <p className="text-sm text-gray-600">
            {file.fileLabel} · {CONSOLE.uploadedOn(formatDay(file.createdAt))}
          </p>
          <FileStatusBadges file={file} />
          {file.status === 'rejected' && file.reviewNote ? (
            <p className="text-sm text-gray-700">{CONSOLE.lastNote(file.reviewNote)}</p>
          ) : null}
          {file.reviewedBy && file.reviewedAt ? (
            <p className="text-xs text-gray-600">{CONSOLE.reviewedBy(file.reviewedBy, formatDay(file.reviewedAt))}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-expanded={showPreview}
            aria-controls={`${idBase}-preview`}
            aria-label={CONSOLE.preview(file.title)}
            onClick={() => setShowPreview((v) => !v)}
          >
            {showPreview ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {CONSOLE.previewButton}
          </Button>
          <a
            href={file.mediaUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('ghost', 'md')}
            aria-label={`${CONSOLE.openInNewTab}: ${file.title}`}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {CONSOLE.openInNewTab}
          </a>
        </div>
      </div>
      <div id={`${idBase}-preview`}>{showPreview ? <FilePreview file={file} /> : null}</div>
      <div className="grid gap-4 rounded-lg bg-gray-50 p-3 sm:grid-cols-2">
        <form noValidate onSubmit={(e) => void decide(e, 'approve')} className="flex flex-col gap-2">
          {file.requiresExpiry ? (
            <TextField
              id={`${idBase}-expires`}
              label={CONSOLE.expiryLabel}
              type="date"
              value={expiresAt}
              onChange={(e) => setExpiresAt(e.target.value)}
              error={errors.expiresAt}
            />
          ) : null}
          <Button type="submit" busy={busy === 'approve'} disabled={busy !== null} className="mt-auto">
            {CONSOLE.approve}
          </Button>
        </form>
        <form noValidate onSubmit={(e) => void decide(e, 'reject')} className="flex flex-col gap-2">
          <TextAreaField
            id={`${idBase}-reason`}
            label={CONSOLE.reasonLabel}
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
          />
          <Button type="submit" variant="danger" busy={busy === 'reject'} disabled={busy !== null}>
            {CONSOLE.reject}
          </Button>
        </form>
      </div>
      {outcome ? <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert> : null}
    </li>
  );
}
