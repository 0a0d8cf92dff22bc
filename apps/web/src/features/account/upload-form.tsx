import { useRef, useState } from 'react';
import { Form, useAction } from '../../components/form.tsx';
import { ACCOUNT_FILE_TYPES } from '@vendor-portal/contract/files';
import { ACCOUNT } from '@vendor-portal/contract/messages';
import { ErrorText } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { errorText, orStatus } from '../../lib/errors/error-text.ts';
import { useUploadVendorFile } from '../../lib/api/upload-vendor-file.ts';
import { useSession } from '../../lib/session/session.tsx';
import { useOnline } from '../../lib/offline/use-online.ts';
import { OfflineReason } from '../../lib/offline/offline-reason.tsx';

// docs/product-spec.md §2 Account 'My Files': Type, Title (defaults to the filename), a file chooser, Add File.
// docs/product-spec.md §5 Account files: the two validation texts.
export function UploadForm() {
  const online = useOnline();
  const { token } = useSession();
  const upload = useUploadVendorFile();
  const [fileLabel, setFileLabel] = useState('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const chooseFile = (chosen: File | null) => {
    // The title follows the chosen file until the vendor types one of their own.
    if (!title.trim() || title === file?.name) setTitle(chosen?.name ?? '');
    setFile(chosen);
  };

  const save = useAction({
    run: async (chosen: File) => {
      await upload.mutateAsync({ file: chosen, fileLabel, title: title.trim() });
      setFileLabel('');
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
    failure: (err) => ACCOUNT.uploadFailed(errorText(err, { fallback: orStatus('Request failed') })),
  });

  const onSubmit = () => {
    setError('');
    save.setOutcome(null);
    if (!file || !fileLabel) return setError(ACCOUNT.selectFileAndType);
    if (!title.trim()) return setError(ACCOUNT.titleEmpty);
    if (!token) return setError(ACCOUNT.uploadAuthRequired);
    return save.run(file);
  };

  return (
    <Form form={{ onSubmit }} className="flex flex-col gap-4" aria-label={ACCOUNT.filesTitle}>
      <SelectField label={ACCOUNT.typeLabel} value={fileLabel} onChange={(e) => setFileLabel(e.target.value)}>
        <option value="">{ACCOUNT.typePlaceholder}</option>
        {ACCOUNT_FILE_TYPES.map((type) => (
          <option key={type} value={type}>
            {ACCOUNT.fileLabelNames[type]}
          </option>
        ))}
      </SelectField>
      <TextField label={ACCOUNT.titleLabel} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      <TextField
        ref={fileInput}
        label={ACCOUNT.fileLabel}
        type="file"
        accept="application/pdf,image/png,image/jpeg,image/gif,.pdf,.png,.jpg,.jpeg,.gif"
        hint={ACCOUNT.fileHint}
        className="py-2 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:text-sm file:font-medium file:text-brand-800"
        onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
      />
      <ErrorText>{error || save.outcome?.text}</ErrorText>
      <div>
        <Button type="submit" busy={save.busy} disabled={!online}>
          {ACCOUNT.addFile}
        </Button>
        <OfflineReason />
      </div>
    </Form>
  );
}
