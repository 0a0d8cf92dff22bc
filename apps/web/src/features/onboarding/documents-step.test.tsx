import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ONBOARDING_DOCUMENT_TYPES } from '@vendor-portal/contract/files';
import { ONBOARDING } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderOnboarding, stepHeading, storedDraft } from '../../test/render-onboarding.tsx';

const atDocuments = {
  currentStep: 'documents' as const,
  completedSteps: ['business-info' as const, 'services' as const, 'hours' as const],
};
const pdf = (name = 'license.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function setup(draft = {}) {
  const user = userEvent.setup();
  renderOnboarding({ draft: { ...atDocuments, ...draft } });
  await stepHeading('Business Documents');
  return user;
}

const save = () => screen.getByRole('button', { name: 'Save and Continue' });
const documentTitles = () => storedDraft()?.documents.map((d) => d.title);

function recordUploads(status = 201) {
  const uploads: Array<{ fileLabel: string; title: string }> = [];
  server.use(
    http.post('/api/vendorFiles', async ({ request }) => {
      const form = await request.formData();
      uploads.push({ fileLabel: String(form.get('fileLabel')), title: String(form.get('title')) });
      if (status >= 400) return HttpResponse.json({ statusCode: status, error: 'x', message: 'nope' }, { status });
      return HttpResponse.json(
        {
          id: uploads.length,
          title: form.get('title'),
          fileLabel: form.get('fileLabel'),
          mediaUrl: `/files/${uploads.length}`,
          contentType: 'application/pdf',
          createdAt: '',
        },
        { status },
      );
    }),
  );
  return uploads;
}

describe('Documents step (docs/product-spec.md §2, §5, §8)', () => {
  it('offers the SPEC types and the size hint', async () => {
    await setup();
    for (const type of ONBOARDING_DOCUMENT_TYPES)
      expect(screen.getByRole('option', { name: type })).toBeInTheDocument();
    expect(screen.getByText(ONBOARDING.documentsHint)).toBeInTheDocument();
  });

  it('needs at least one document', async () => {
    const user = await setup();
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent(ONBOARDING.atLeastOneDocument);
  });

  it('fills the title from the type, and adds the document once type, title and file are present', async () => {
    const user = await setup();
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Business License');
    expect(screen.getByLabelText('Title')).toHaveValue('Business License');
    expect(documentTitles()).toEqual([]);
    await user.upload(screen.getByLabelText('File'), pdf());
    expect(documentTitles()).toEqual(['Business License']);
    expect(screen.getAllByText('Business License', { selector: 'li p' })).toHaveLength(2); // title and type
    // The form is ready for the next document.
    expect(screen.getByLabelText('Document Type')).toHaveValue('');
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('leaves the title to the vendor for Other, and keeps a typed title', async () => {
    const user = await setup();
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Other');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await user.upload(screen.getByLabelText('File'), pdf('permit.pdf'));
    expect(documentTitles()).toEqual([]);
    await user.type(screen.getByLabelText('Title'), 'City permit');
    await user.tab();
    expect(documentTitles()).toEqual(['City permit']);

    await user.type(screen.getByLabelText('Title'), 'My W-9');
    await user.selectOptions(screen.getByLabelText('Document Type'), 'W-9 Form');
    expect(screen.getByLabelText('Title')).toHaveValue('My W-9');
  });

  it('uploads new documents only, then shows Complete', async () => {
    const uploads = recordUploads();
    const user = await setup({
      documents: [{ id: 'old', title: 'Insurance', fileLabel: 'Insurance', mediaUrl: '/files/0' }],
    });
    await user.selectOptions(screen.getByLabelText('Document Type'), 'W-9 Form');
    await user.upload(screen.getByLabelText('File'), pdf('w9.pdf'));
    await user.click(save());
    expect(await screen.findByRole('heading', { name: ONBOARDING.completeTitle })).toBeInTheDocument();
    expect(uploads).toEqual([{ fileLabel: 'W-9 Form', title: 'W-9 Form' }]);
    expect(storedDraft()).toMatchObject({ currentStep: 'complete', initialSave: { documents: true } });
    expect(storedDraft()?.documents.map((d) => d.mediaUrl)).toEqual(['/files/0', '/files/1']);
  });

  it('refuses a file of another type or over 10MB when it is chosen, saying why', async () => {
    renderOnboarding({ draft: atDocuments });
    await stepHeading('Business Documents');
    // The browser's chooser can be switched to "All files": the step checks what it gets.
    const user = userEvent.setup({ applyAccept: false });
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Insurance');
    await user.upload(screen.getByLabelText('File'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription(
      `${ONBOARDING.documentsHint} ${ONBOARDING.fileTypeRefused('notes.txt')}`,
    );
    expect(documentTitles()).toEqual([]);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('File'), big);
    expect(screen.getByText(ONBOARDING.fileTooLarge('scan.pdf'))).toBeInTheDocument();
    expect(documentTitles()).toEqual([]);
    await user.upload(screen.getByLabelText('File'), pdf());
    expect(screen.queryByText(ONBOARDING.fileTooLarge('scan.pdf'))).not.toBeInTheDocument();
    expect(documentTitles()).toEqual(['Insurance']);
  });

  it('one press of Save adds the document still being titled and uploads it', async () => {
    const uploads = recordUploads();
    const user = await setup();
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Other');
    await user.upload(screen.getByLabelText('File'), pdf('permit.pdf'));
    await user.type(screen.getByLabelText('Title'), 'City permit');
    await user.click(save());
    expect(await screen.findByRole('heading', { name: ONBOARDING.completeTitle })).toBeInTheDocument();
    expect(uploads).toEqual([{ fileLabel: 'Other', title: 'City permit' }]);
  });

  it('says what is missing for a half-filled document instead of ignoring it', async () => {
    const uploads = recordUploads();
    const user = await setup({
      documents: [{ id: 'old', title: 'Insurance', fileLabel: 'Insurance', mediaUrl: '/files/0' }],
    });
    await user.upload(screen.getByLabelText('File'), pdf('w9.pdf'));
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent(ONBOARDING.completeDocument);
    expect(uploads).toEqual([]);
  });

  it('after a reload, asks for the files it could not keep instead of dropping them silently', async () => {
    const uploads = recordUploads();
    const user = await setup({ documents: [{ id: 'lost', title: 'Insurance', fileLabel: 'Insurance', mediaUrl: '' }] });
    expect(screen.getByText(ONBOARDING.chooseFileAgain)).toBeInTheDocument();
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent(ONBOARDING.filesLostOnReload('Insurance'));
    expect(uploads).toEqual([]);
    expect(storedDraft()?.currentStep).toBe('documents');
  });

  it('a lost document chosen again takes its place in the list instead of adding a second entry (issue 28 item 10)', async () => {
    const uploads = recordUploads();
    const user = await setup({ documents: [{ id: 'lost', title: 'Insurance', fileLabel: 'Insurance', mediaUrl: '' }] });
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Insurance');
    await user.upload(screen.getByLabelText('File'), pdf('coi.pdf'));
    expect(documentTitles()).toEqual(['Insurance']);
    expect(screen.queryByText(ONBOARDING.chooseFileAgain)).not.toBeInTheDocument();
    expect(screen.getByText(ONBOARDING.readyToUpload)).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByRole('heading', { name: ONBOARDING.completeTitle })).toBeInTheDocument();
    expect(uploads).toEqual([{ fileLabel: 'Insurance', title: 'Insurance' }]);
  });

  it('removes a document not yet uploaded', async () => {
    const user = await setup();
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Insurance');
    await user.upload(screen.getByLabelText('File'), pdf());
    await user.click(screen.getByRole('button', { name: 'Remove Insurance' }));
    expect(documentTitles()).toEqual([]);
    expect(screen.getByText(ONBOARDING.noDocuments)).toBeInTheDocument();
  });

  it.each([
    [500, ONBOARDING.uploadDocumentsFailed],
    [401, ONBOARDING.authError],
  ])('shows the upload error of a %s answer', async (status, text) => {
    recordUploads(status);
    const user = await setup();
    await user.selectOptions(screen.getByLabelText('Document Type'), 'Insurance');
    await user.upload(screen.getByLabelText('File'), pdf());
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(save()).toBeEnabled());
    expect(storedDraft()?.currentStep).toBe('documents');
  });

  it('goes back to Hours', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Business Hours')).toBeInTheDocument();
  });
});
