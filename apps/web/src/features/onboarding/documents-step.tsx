import { useState } from 'react';
import { FileText, Trash2 } from 'lucide-react';
import { ONBOARDING_DOCUMENT_TYPES, fileChoiceProblem } from '@vendor-portal/contract/files';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import { Badge } from '../../components/ui/badge.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { uploadVendorFile } from '../../lib/api/upload-vendor-file.ts';
import { useSession } from '../../lib/session/session.tsx';
import { completeStep, type DocumentEntry } from './draft.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { saveErrorTexts } from './save-error.ts';
import { StepForm } from './step-layout.tsx';
import type { StepProps } from './use-onboarding-draft.ts';

interface Pending {
  fileLabel: string;
  title: string;
  file: File | null;
}

const EMPTY: Pending = { fileLabel: '', title: '', file: null };

type DocumentType = (typeof ONBOARDING_DOCUMENT_TYPES)[number];
/**
 * A document type's name in the language of the moment (read at render: issue 46). The type is stored in English
 * (the server's fileLabel); a label it does not know (an older draft) is shown as it is.
 */
function typeName(type: string): string {
  const names: Record<DocumentType, string> = {
    'Business License': ONBOARDING.typeBusinessLicense,
    Insurance: ONBOARDING.typeInsurance,
    'W-9 Form': ONBOARDING.typeW9,
    Other: ONBOARDING.typeOther,
  };
  return names[type as DocumentType] ?? type;
}
const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

// docs/product-spec.md §2/§5 Documents. `files` holds the chosen files of entries not yet uploaded (files cannot
// live in local storage); docs/product-spec.md §4: only those are uploaded on save.
export function DocumentsStep({ draft, update, onBack, files }: StepProps & { files: Map<string, File> }) {
  const { token } = useSession();
  const [form, setForm] = useState<Pending>(EMPTY);
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState('');
  const [fileError, setFileError] = useState('');
  const [busy, setBusy] = useState(false);

  /** The pending document as a list entry, when type, title and file are all present. */
  const entryOf = (pending: Pending): [DocumentEntry, File] | null =>
    pending.fileLabel && pending.title.trim() && pending.file
      ? [{ id: newId(), title: pending.title.trim(), fileLabel: pending.fileLabel, mediaUrl: '' }, pending.file]
      : null;

  /**
   * Adds an entry, or gives its file to the entry not uploaded yet of the same type and title (a file lost on
   * reload or a failed upload, chosen again): one document, one entry (issue 28 item 10).
   */
  const withEntry = (documents: DocumentEntry[], entry: DocumentEntry, file: File): DocumentEntry[] => {
    const same = documents.find(
      (doc) =>
        !doc.mediaUrl && doc.fileLabel === entry.fileLabel && doc.title.toLowerCase() === entry.title.toLowerCase(),
    );
    files.set(same?.id ?? entry.id, file);
    return same ? documents : [...documents, entry];
  };

  // docs/product-spec.md §2: once type, title and file are all present the document is added to the list.
  const change = (patch: Partial<Pending>) => {
    const next = { ...form, ...patch };
    const complete = entryOf(next);
    if (complete) {
      const [entry, file] = complete;
      update((d) => ({ ...d, documents: withEntry(d.documents, entry, file) }));
      setForm(EMPTY);
      setInputKey((k) => k + 1); // clears the file chooser
      setError('');
      return;
    }
    setForm(next);
  };

  // A file that the server would refuse is refused when chosen, with the reason, instead of at Save.
  const chooseFile = (file: File | null) => {
    const problem = file ? fileChoiceProblem(file) : null;
    if (file && problem) {
      setFileError(problem === 'type' ? ONBOARDING.fileTypeRefused(file.name) : ONBOARDING.fileTooLarge(file.name));
      setInputKey((k) => k + 1);
      return change({ file: null });
    }
    setFileError('');
    change({ file });
  };

  const chooseType = (fileLabel: string) =>
    // docs/product-spec.md §2: choosing a type fills the title if empty, except for Other (with the type's name as
    // the vendor reads it).
    change({ fileLabel, title: !form.title && fileLabel !== 'Other' ? typeName(fileLabel) : form.title });

  const remove = (id: string) => {
    files.delete(id);
    update((d) => ({ ...d, documents: d.documents.filter((doc) => doc.id !== id) }));
  };

  const onSubmit = async () => {
    setError('');
    // A document filled in but not added yet (its title still focused) is saved too; a half-filled one says what
    // is missing rather than being ignored.
    const complete = entryOf(form);
    if (
      !complete &&
      (form.file || (form.fileLabel && form.title.trim() && form.title.trim() !== typeName(form.fileLabel)))
    )
      return setError(ONBOARDING.completeDocument);
    let documents = draft.documents;
    if (complete) {
      const [entry, file] = complete;
      documents = withEntry(documents, entry, file);
      update((d) => ({ ...d, documents: withEntry(d.documents, entry, file) }));
      setForm(EMPTY);
      setInputKey((k) => k + 1);
    }
    if (documents.length === 0) return setError(ONBOARDING.atLeastOneDocument);
    // Files cannot be kept in local storage: after a reload, an entry not uploaded yet has lost its file.
    const lost = documents.filter((doc) => !doc.mediaUrl && !files.has(doc.id));
    if (lost.length) return setError(ONBOARDING.filesLostOnReload(lost.map((doc) => doc.title).join(', ')));
    const pending = documents.filter((doc) => !doc.mediaUrl && files.has(doc.id));
    if (pending.length && !token) return setError(ONBOARDING.tokenMissing);
    setBusy(true);
    const results = await Promise.allSettled(
      pending.map((doc) => uploadVendorFile({ file: files.get(doc.id)!, fileLabel: doc.fileLabel, title: doc.title })),
    );
    // Keep what was uploaded, so that a retry sends only the rest.
    const uploaded = new Map<string, string>();
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') uploaded.set(pending[i]!.id, result.value.mediaUrl);
    });
    for (const id of uploaded.keys()) files.delete(id);
    const saved = documents.map((doc) => (uploaded.has(doc.id) ? { ...doc, mediaUrl: uploaded.get(doc.id)! } : doc));
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) {
      update((d) => ({ ...d, documents: saved }));
      setBusy(false);
      return setError(errorText(failure.reason, saveErrorTexts(ONBOARDING.uploadDocumentsFailed)));
    }
    update((d) => completeStep(d, 'documents', { documents: saved }));
  };

  return (
    <StepForm
      title={ONBOARDING.documentsTitle}
      subtitle={ONBOARDING.documentsSubtitle}
      onSubmit={onSubmit}
      onBack={onBack}
      busy={busy}
      error={error}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={ONBOARDING.documentTypeLabel}
          value={form.fileLabel}
          onChange={(e) => chooseType(e.target.value)}
        >
          <option value="">{ONBOARDING.documentTypePlaceholder}</option>
          {ONBOARDING_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeName(type)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={ONBOARDING.documentTitleLabel}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
          onBlur={() => change({})}
        />
        <TextField
          key={inputKey}
          label={ONBOARDING.documentFileLabel}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.gif,application/pdf,image/png,image/jpeg,image/gif"
          hint={ONBOARDING.documentsHint}
          containerClassName="sm:col-span-2"
          className="py-2"
          error={fileError || undefined}
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
        />
      </div>

      <section aria-labelledby="documents-heading" className="flex flex-col gap-2">
        <h3 id="documents-heading" className="text-sm font-medium text-gray-800">
          {ONBOARDING.documentsHeading}
        </h3>
        {draft.documents.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
            {ONBOARDING.noDocuments}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
            {draft.documents.map((doc) => (
              <li key={doc.id} className="flex items-center gap-3 px-3 py-2">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-gray-900">{doc.title}</p>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
                    {typeName(doc.fileLabel)}
                    {doc.mediaUrl ? (
                      <Badge tone="success">{ONBOARDING.uploaded}</Badge>
                    ) : files.has(doc.id) ? (
                      <Badge>{ONBOARDING.readyToUpload}</Badge>
                    ) : (
                      <Badge tone="warning">{ONBOARDING.chooseFileAgain}</Badge>
                    )}
                  </p>
                </div>
                {doc.mediaUrl ? null : (
                  <button
                    type="button"
                    aria-label={ONBOARDING.removeDocument(doc.title)}
                    onClick={() => remove(doc.id)}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100"
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </StepForm>
  );
}
