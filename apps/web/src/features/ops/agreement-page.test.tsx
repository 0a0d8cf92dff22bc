import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONSOLE } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AgreementPage } from './agreement-page.tsx';
import { staffSession } from '../../test/ops-data.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// docs/architecture.md "Staff and review": the vendor agreement editor.

const version1 = {
  id: 1,
  documentType: 'vendor_agreement',
  effectiveDate: '2026-01-01T00:00:00.000Z',
  contentMarkdown: '# Terms\n\nBe on time.',
};

function setup() {
  const published: unknown[] = [];
  let current = version1;
  server.use(
    mockRoute(paths.getOpsAgreement).reply(() => ({
      data: current,
      versions: [
        { id: current.id, effectiveDate: current.effectiveDate, createdAt: current.effectiveDate, signatures: 3 },
      ],
    })),
    http.post('/api/ops/agreement', async ({ request }) => {
      const body = (await request.json()) as { contentMarkdown: string };
      published.push(body);
      current = { ...version1, id: 2, contentMarkdown: body.contentMarkdown };
      return HttpResponse.json(current, { status: 201 });
    }),
  );
  renderWithProviders(<AgreementPage />, {
    route: '/ops/agreement',
    path: '/ops/agreement',
    session: staffSession('admin'),
  });
  return { published, user: userEvent.setup() };
}

describe('agreement editor', () => {
  it('starts from the version in effect and previews the markdown as vendors will read it', async () => {
    const { user } = setup();
    const editor = await screen.findByLabelText(CONSOLE.markdownLabel);
    expect(editor).toHaveValue(version1.contentMarkdown);
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText(CONSOLE.versionRow(1, 'Jan 1, 2026', 3))).toBeInTheDocument();
    await user.clear(editor);
    await user.type(editor, '## Safety first');
    expect(await screen.findByRole('heading', { level: 2, name: 'Safety first' })).toBeInTheDocument();
  });

  it('publishes a new version after a confirmation', async () => {
    const { user, published } = setup();
    const editor = await screen.findByLabelText(CONSOLE.markdownLabel);
    await user.clear(editor);
    await user.click(screen.getByRole('button', { name: CONSOLE.publish }));
    expect(screen.getByText(CONSOLE.contentRequired)).toBeInTheDocument();
    await user.type(editor, 'Version two');
    await user.click(screen.getByRole('button', { name: CONSOLE.publish }));
    const dialog = await screen.findByRole('dialog', { name: CONSOLE.publish });
    expect(dialog).toHaveTextContent(CONSOLE.publishConfirm);
    expect(published).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: CONSOLE.publish }).at(-1)!);
    expect(await screen.findByText(CONSOLE.published)).toBeInTheDocument();
    expect(published).toEqual([{ contentMarkdown: 'Version two' }]);
  });
});
