import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FILE_TYPES, type VendorFile } from '@vendor-portal/contract/files';
import { ACCOUNT, ACTIONS, DOCUMENTS } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { FilesCard } from './files-card.tsx';
import { FileList } from './file-list.tsx';
import { vendorFilesQueryOptions } from '../../lib/api/get-vendor-files.ts';
import { UploadForm } from './upload-form.tsx';
import { fileDetails, formatFileSize } from '../../lib/files/file-details.ts';

// docs/product-spec.md §2 Account 'My Files' and 'Files Uploaded'; §5 Account files; §8 texts verbatim.

const file = (id: number, title: string, fileLabel = 'Business License'): VendorFile => ({
  id,
  title,
  fileLabel,
  mediaUrl: `/api/vendorFiles/${id}/content?expires=1&signature=x`,
  contentType: 'application/pdf',
  createdAt: '2026-11-01T00:00:00.000Z',
  status: 'pending',
  reviewNote: null,
  expiresAt: null,
  size: 8,
});

const pdf = (name = 'license.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function mockList(...responses: unknown[]) {
  let call = 0;
  server.use(
    http.get('/api/vendorFiles', () => HttpResponse.json(responses[Math.min(call++, responses.length - 1)] as object)),
  );
}

describe('Files Uploaded', () => {
  it('shows the empty texts in the scrolling area', async () => {
    mockList([]);
    renderWithProviders(<FilesCard />);
    expect(await screen.findByText(ACCOUNT.noFiles)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT.noFilesHint)).toBeInTheDocument();
    expect(screen.getByTestId('files-scroll-area')).toHaveClass('max-h-80', 'overflow-y-auto');
  });

  it('lists files (a list or {data: list}) with View opening the signed link in a new tab', async () => {
    mockList({ data: [file(2, 'Insurance 2026', 'Certificate of Insurance'), file(1, 'City License')] });
    renderWithProviders(<FilesCard />);
    const view = await screen.findByRole('link', { name: `${ACCOUNT.view} Insurance 2026` });
    expect(view).toHaveAttribute('href', file(2, '').mediaUrl);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    // Uploaded when, in the vendor's zone (no hours: America/Denver), not the browser's (issue 38 item 2).
    const details = fileDetails(file(1, ''), 'America/Denver');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('files-scroll-area'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        `Insurance 2026${details}Certificate of Insurance${DOCUMENTS.statusPending}${ACCOUNT.view}${ACCOUNT.delete}`,
        `City License${details}Business License${DOCUMENTS.statusPending}${ACCOUNT.view}${ACCOUNT.delete}`,
      ]),
    );
  });

  it('tells apart uploads that share a title by their upload date and size', async () => {
    mockList([
      { ...file(1, 'License'), createdAt: '2026-11-01T15:00:00.000Z', size: 8 },
      { ...file(2, 'License'), createdAt: '2026-11-20T15:00:00.000Z', size: 1_450_000 },
    ]);
    renderWithProviders(<FilesCard />);
    const items = await within(await screen.findByTestId('files-scroll-area')).findAllByRole('listitem');
    expect(within(items[0]!).getByText(/^Uploaded Nov 1, 2026, .* · 8 B$/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Uploaded Nov 20, 2026, .* · 1\.4 MB$/)).toBeInTheDocument();
  });

  it('tells apart two uploads of one title in the same minute by the second, then by which upload (issue 28 item 10)', async () => {
    mockList([
      { ...file(1, 'COI'), createdAt: '2026-11-20T15:05:12.000Z', size: 8 },
      { ...file(2, 'COI'), createdAt: '2026-11-20T15:05:40.000Z', size: 8 },
      { ...file(3, 'W-9'), createdAt: '2026-11-20T15:06:01.000Z', size: 8 },
      { ...file(4, 'W-9'), createdAt: '2026-11-20T15:06:01.000Z', size: 8 },
    ]);
    renderWithProviders(<FilesCard />);
    const items = await within(await screen.findByTestId('files-scroll-area')).findAllByRole('listitem');
    const line = (li: HTMLElement) => within(li).getByText(/^Uploaded /).textContent;
    expect(line(items[0]!)).toMatch(/^Uploaded Nov 20, 2026, \d+:05:12 [AP]M · 8 B$/);
    expect(line(items[1]!)).toMatch(/^Uploaded Nov 20, 2026, \d+:05:40 [AP]M · 8 B$/);
    expect(line(items[2]!)).toMatch(/:06:01 [AP]M · 8 B · upload 1 of 2$/);
    expect(line(items[3]!)).toMatch(/:06:01 [AP]M · 8 B · upload 2 of 2$/);
  });

  it('writes sizes as B, KB or MB', () => {
    expect([0, 1023, 1024, 1536, 20_480, 1_048_576, 10_485_760].map(formatFileSize)).toEqual([
      '0 B',
      '1023 B',
      '1.0 KB',
      '1.5 KB',
      '20 KB',
      '1.0 MB',
      '10.0 MB',
    ]);
  });

  it("shows 'Failed to load uploaded files.' on a failed load", async () => {
    server.use(
      http.get('/api/vendorFiles', () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'boom' }, { status: 500 }),
      ),
    );
    renderWithProviders(<FilesCard />);
    expect(await screen.findByText(ACCOUNT.filesLoadFailed)).toBeInTheDocument();
  });

  it("shows 'Received unexpected data format for files.' when the answer is not a list", async () => {
    mockList({ files: 'nope' });
    renderWithProviders(<FilesCard />);
    expect(await screen.findByText(ACCOUNT.filesUnexpectedFormat)).toBeInTheDocument();
  });

  it('deletes a file only after the confirmation, then reloads the list', async () => {
    mockList([file(1, 'City License')], []);
    let deleted = 0;
    server.use(
      http.delete('/api/vendorFiles/:id', ({ params }) => {
        deleted = Number(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FilesCard />);
    await user.click(await screen.findByRole('button', { name: `${ACCOUNT.delete} City License` }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(ACCOUNT.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: `${ACCOUNT.delete} City License` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ACCOUNT.noFiles)).toBeInTheDocument();
    expect(deleted).toBe(1);
  });

  it("shows 'Delete failed: {message}' and keeps the file", async () => {
    mockList([file(1, 'City License')]);
    server.use(
      http.delete('/api/vendorFiles/:id', () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found', message: ACCOUNT.fileNotFound }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<FilesCard />);
    await user.click(await screen.findByRole('button', { name: `${ACCOUNT.delete} City License` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ACCOUNT.deleteFailed(ACCOUNT.fileNotFound))).toBeInTheDocument();
    expect(screen.getByText('City License')).toBeInTheDocument();
  });

  it("says 'Authentication required to delete files.' without a token", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<FileList />, { session: { token: null } });
    // Without a token nothing loads (docs/product-spec.md §6); a list already shown stays until the page changes.
    act(() => queryClient.setQueryData(vendorFilesQueryOptions().queryKey, [file(1, 'City License')]));
    await user.click(await screen.findByRole('button', { name: `${ACCOUNT.delete} City License` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ACCOUNT.deleteAuthRequired)).toBeInTheDocument();
  });
  it("never shows a previous vendor's cached files to the next one", async () => {
    let release!: () => void;
    const second = new Promise<void>((resolve) => (release = resolve));
    let call = 0;
    server.use(
      http.get('/api/vendorFiles', async () => {
        if (call++ === 0) return HttpResponse.json([file(1, 'First Vendor License')]);
        await second;
        return HttpResponse.json([]);
      }),
    );
    const { store } = renderWithProviders(<FileList />);
    await screen.findByText('First Vendor License');
    act(() => store.setVendor({ ...testVendor, id: 8 }));
    expect(screen.queryByText('First Vendor License')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(ACCOUNT.noFiles)).toBeInTheDocument();
  });
});

describe('My Files form', () => {
  it("offers the SPEC's types after 'Choose One'", async () => {
    mockList([]);
    renderWithProviders(<FilesCard />);
    const options = within(screen.getByLabelText(ACCOUNT.typeLabel))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Choose One',
      'Business License',
      'Certificate of Insurance',
      'W-9 Form',
      'State License',
      'Other',
    ]);
    expect(options.slice(1)).toEqual([...ACCOUNT_FILE_TYPES]);
  });

  it("needs a file and a type: 'Please select a file and choose a file type.'", async () => {
    mockList([]);
    const user = userEvent.setup();
    renderWithProviders(<FilesCard />);
    await user.click(screen.getByRole('button', { name: ACCOUNT.addFile }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT.selectFileAndType);
    await user.upload(screen.getByLabelText(ACCOUNT.fileLabel), pdf());
    await user.click(screen.getByRole('button', { name: ACCOUNT.addFile }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT.selectFileAndType);
  });

  it("defaults the title to the file name, and refuses an empty one: 'File title cannot be empty.'", async () => {
    mockList([]);
    const user = userEvent.setup();
    renderWithProviders(<FilesCard />);
    await user.selectOptions(screen.getByLabelText(ACCOUNT.typeLabel), 'W-9 Form');
    await user.upload(screen.getByLabelText(ACCOUNT.fileLabel), pdf('w9-2026.pdf'));
    const title = screen.getByLabelText(ACCOUNT.titleLabel);
    expect(title).toHaveValue('w9-2026.pdf');
    // Another file replaces a title that was only the default...
    await user.upload(screen.getByLabelText(ACCOUNT.fileLabel), pdf('w9-2027.pdf'));
    expect(title).toHaveValue('w9-2027.pdf');
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: ACCOUNT.addFile }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT.titleEmpty);
    // ...but not one the vendor typed.
    await user.clear(title);
    await user.type(title, 'My W-9');
    await user.upload(screen.getByLabelText(ACCOUNT.fileLabel), pdf('other.pdf'));
    expect(title).toHaveValue('My W-9');
  });

  it('uploads fileLabel, title and file, then clears the form and shows the new file', async () => {
    mockList([], [file(3, 'My W-9', 'W-9 Form')]);
    let received: Record<string, unknown> = {};
    server.use(
      http.post('/api/vendorFiles', async ({ request }) => {
        // (jsdom's File does not survive Node's fetch with its bytes: the e2e journey checks those.)
        const form = await request.formData();
        received = {
          keys: [...form.keys()],
          fileLabel: form.get('fileLabel'),
          title: form.get('title'),
          file: form.has('file'),
        };
        return HttpResponse.json(file(3, 'My W-9', 'W-9 Form'), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FilesCard />);
    await screen.findByText(ACCOUNT.noFiles);
    await user.selectOptions(screen.getByLabelText(ACCOUNT.typeLabel), 'W-9 Form');
    await user.upload(screen.getByLabelText(ACCOUNT.fileLabel), pdf('w9.pdf'));
    await user.clear(screen.getByLabelText(ACCOUNT.titleLabel));
    await user.type(screen.getByLabelText(ACCOUNT.titleLabel), ' My W-9 ');
    await user.click(screen.getByRole('button', { name: ACCOUNT.addFile }));
    expect(await screen.findByRole('link', { name: `${ACCOUNT.view} My W-9` })).toBeInTheDocument();
    expect(received).toEqual({
      keys: ['fileLabel', 'title', 'file'],
      fileLabel: 'W-9 Form',
      title: 'My W-9',
      file: true,
    });
    expect(screen.getByLabelText(ACCOUNT.titleLabel)).toHaveValue('');
    expect(screen.getByLabelText(ACCOUNT.typeLabel)).toHaveValue('');
    expect((screen.getByLabelText(ACCOUNT.fileLabel) as HTMLInputElement).files).toHaveLength(0);
  });

  it("shows 'Upload failed: {message}' with the server's message", async () => {
    mockList([]);
    server.use(
      http.post('/api/vendorFiles', () =>
        HttpResponse.json(
          { statusCode: 415, error: 'Unsupported Media Type', message: ACCOUNT.fileTypeNotAllowed },
          { status: 415 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<FilesCard />);
    await user.selectOptions(screen.getByLabelText(ACCOUNT.typeLabel), 'Other');
    await user.upload(screen.getByLabelText(ACCOUNT.fileLabel), pdf('notes.pdf'));
    await user.click(screen.getByRole('button', { name: ACCOUNT.addFile }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT.uploadFailed(ACCOUNT.fileTypeNotAllowed));
  });

  it('an upload that cannot reach the server says so in words', async () => {
    mockList([]);
    server.use(http.post('/api/vendorFiles', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderWithProviders(<FilesCard />);
    await user.selectOptions(screen.getByLabelText(ACCOUNT.typeLabel), 'Other');
    await user.upload(screen.getByLabelText(ACCOUNT.fileLabel), pdf('notes.pdf'));
    await user.click(screen.getByRole('button', { name: ACCOUNT.addFile }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT.uploadFailed(ACTIONS.networkUnreachable));
  });

  it("says 'Authentication required to upload files.' without a token", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UploadForm />, { session: { token: null } });
    await user.selectOptions(screen.getByLabelText(ACCOUNT.typeLabel), 'Other');
    await user.upload(screen.getByLabelText(ACCOUNT.fileLabel), pdf());
    await user.click(screen.getByRole('button', { name: ACCOUNT.addFile }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT.uploadAuthRequired));
  });
});
