import { ACCOUNT } from '@vendor-portal/contract/messages';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { FileList } from './file-list.tsx';
import { UploadForm } from './upload-form.tsx';

// docs/product-spec.md §2 Account: 'My Files', the form on the left and 'Files Uploaded' beside it (stacked on phones).
export function FilesCard() {
  return (
    <Card aria-labelledby="files-title">
      <CardHeader title={<span id="files-title">{ACCOUNT.filesTitle}</span>} />
      <CardBody className="grid gap-6 lg:grid-cols-2">
        <UploadForm />
        <FileList />
      </CardBody>
    </Card>
  );
}
