import { useEffect, useState } from 'react';
import { ExternalLink, Eye, EyeOff } from 'lucide-react';
import type { OpsVendorFile, ReviewFileBody } from '@vendor-portal/contract/ops/staff';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/empty-state.tsx';
import { fetchPdfPreview } from './api/get-document-preview.ts';
import { useReviewVendorFile } from './api/review-vendor-file.ts';
import { consoleDay } from '../../lib/dates/dates.ts';
import { ReviewDecision } from './review-decision.tsx';

const FILE_TONE = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

/** A document's status as a reviewer reads it: pending, approved (until a day, or expired), rejected. */
function FileStatusBadges({ file }: { file: OpsVendorFile }) {
  return (
    <span className="flex flex-wrap gap-2">
      <Badge tone={FILE_TONE[file.status]}>{CONSOLE.fileStatus[file.status]}</Badge>
      {file.expired ? <Badge tone="warning">{CONSOLE.expired}</Badge> : null}
      {file.expiresAt && !file.expired ? <Badge>{CONSOLE.expiresOn(consoleDay(file.expiresAt))}</Badge> : null}
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
export function DocumentReview({
  file,
  vendorId,
  details,
}: {
  file: OpsVendorFile;
  vendorId: number;
  details: string;
}) {
  const review = useReviewVendorFile(vendorId);
  const [showPreview, setShowPreview] = useState(false);
  const idBase = `file-${file.id}`;

  return (
    <li className="flex flex-col gap-3 py-4" aria-labelledby={`${idBase}-title`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${idBase}-title`} className="break-words font-semibold text-gray-900">
            {file.title}
          </h3>
          <p className="text-sm text-gray-600">
            {/* The vendor's Account's rule (lib/files): two uploads of one title never read the same (issue 38 item 14). */}
            {file.fileLabel} · {details}
          </p>
          <FileStatusBadges file={file} />
          {file.status === 'rejected' && file.reviewNote ? (
            <p className="text-sm text-gray-700">{CONSOLE.lastNote(file.reviewNote)}</p>
          ) : null}
          {file.reviewedBy && file.reviewedAt ? (
            <p className="text-xs text-gray-600">{CONSOLE.reviewedBy(file.reviewedBy, consoleDay(file.reviewedAt))}</p>
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
      <ReviewDecision
        idBase={idBase}
        className="rounded-lg bg-gray-50 p-3"
        {...(file.requiresExpiry ? { expiry: { saved: file.expiresAt } } : {})}
        review={review}
        bodyOf={(decision): { fileId: number; body: ReviewFileBody } => ({
          fileId: file.id,
          body:
            decision.status === 'approved'
              ? { status: 'approved', ...(decision.expiresAt ? { expiresAt: decision.expiresAt } : {}) }
              : { status: 'rejected', note: decision.reason },
        })}
      />
    </li>
  );
}
