import { useState } from 'react';
import type { FileLabel, VendorFile } from '@vendor-portal/contract/files';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { ExternalLink, FileText, Trash2 } from 'lucide-react';
import { useAction } from '../../components/form.tsx';
import { Alert, ErrorText } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { EmptyState, LoadingState } from '../../components/ui/empty-state.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useDeleteVendorFile } from '../../lib/api/delete-vendor-file.ts';
import { UnexpectedFilesFormatError, useVendorFiles } from '../../lib/api/get-vendor-files.ts';
import { useVendorTimeZone } from '../../lib/api/get-vendor-time-zone.ts';
import { useSession } from '../../lib/session/session.tsx';
import { DocumentStatus } from './document-status.tsx';
import { listDetails } from '../../lib/files/file-details.ts';

// docs/product-spec.md §2 Account 'Files Uploaded': View (new tab) and Delete (confirmed) per file, in an area that
// scrolls at about 320px (docs/product-spec.md §9).
/** Deleting needs a session (docs/product-spec.md §2): without one, the SPEC's text, no request. */
class NoSession extends Error {}

export function FileList() {
  const { token } = useSession();
  const files = useVendorFiles();
  const timeZone = useVendorTimeZone();
  const remove = useDeleteVendorFile();
  const [pending, setPending] = useState<VendorFile | null>(null);
  const deletion = useAction({
    run: async (file: VendorFile) => {
      try {
        if (!token) throw new NoSession();
        await remove.mutateAsync(file.id);
      } finally {
        setPending(null);
      }
    },
    failure: (err) =>
      err instanceof NoSession
        ? ACCOUNT.deleteAuthRequired
        : ACCOUNT.deleteFailed(errorText(err, { fallback: orStatus('Request failed') })),
  });
  const deleting = deletion.busy;
  const error = deletion.outcome?.text ?? '';
  const confirmDelete = async () => {
    if (pending) await deletion.run(pending);
  };

  let body;
  if (files.isPending) body = <LoadingState text={ACCOUNT.loadingFiles} />;
  else if (files.isError)
    body = (
      <Alert>
        {files.error instanceof UnexpectedFilesFormatError ? ACCOUNT.filesUnexpectedFormat : ACCOUNT.filesLoadFailed}
      </Alert>
    );
  else if (files.data.length === 0)
    body = (
      <EmptyState
        icon={<FileText aria-hidden="true" className="size-8" />}
        title={ACCOUNT.noFiles}
        hint={ACCOUNT.noFilesHint}
      />
    );
  else {
    const details = listDetails(files.data, timeZone);
    body = (
      <ul className="flex flex-col divide-y divide-gray-100">
        {files.data.map((file) => (
          <li key={file.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <p className="max-w-full break-words font-medium text-gray-900">{file.title}</p>
              <p className="text-sm text-gray-600">{details.get(file.id)}</p>
              <Badge tone="brand" className="whitespace-nowrap">
                {ACCOUNT.fileLabelNames[file.fileLabel as FileLabel] ?? file.fileLabel}
              </Badge>
              <DocumentStatus file={file} />
            </div>
            <div className="flex shrink-0 gap-2">
              <a
                href={file.mediaUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('secondary', 'md')}
                aria-label={`${ACCOUNT.view} ${file.title}`}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {ACCOUNT.view}
              </a>
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                onClick={() => setPending(file)}
                aria-label={`${ACCOUNT.delete} ${file.title}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {ACCOUNT.delete}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="files-uploaded-title" className="flex min-w-0 flex-col gap-2">
      <h3 id="files-uploaded-title" className="font-semibold text-gray-900">
        {ACCOUNT.filesUploadedTitle}
      </h3>
      <ErrorText>{error}</ErrorText>
      <div className="max-h-80 overflow-y-auto rounded-lg border border-gray-200 px-3" data-testid="files-scroll-area">
        {body}
      </div>
      <ConfirmDialog
        open={pending !== null}
        message={ACCOUNT.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
        busy={deleting}
      />
    </section>
  );
}
