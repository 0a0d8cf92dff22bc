import { useMutation, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AUTH, ELIGIBILITY } from '@vendor-portal/contract/messages';
import { AgreementGate } from '../features/agreement/agreement-gate.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { ApiError } from '../lib/api/api-client.ts';
import { call } from '../lib/api/call.ts';
import { AccountQueryClient } from '../lib/api/account-query-client.tsx';
import { SessionProvider } from '../lib/session/session.tsx';
import { server } from '../test/msw-server.ts';
import { sessionStore } from '../test/render.tsx';
import { settle } from '../test/settle.ts';
import { createQueryClient } from './query-client.ts';
import { mockRoute } from '../test/mock-route.ts';

// docs/architecture.md "Who may claim": a new agreement version published while signed in;
// the vendor's next call answers 403 agreement-required and the gate shows again, without a reload.

const DOC = { id: 4, documentType: 'vendor_agreement', contentMarkdown: '# Vendor Agreement v3' };
const refusal = () =>
  HttpResponse.json(
    { statusCode: 403, code: 'agreement-required', message: ELIGIBILITY.agreementRequired },
    { status: 403 },
  );

function mockAgreement() {
  const state = { effectiveDate: '2025-01-01T00:00:00.000Z' };
  server.use(
    mockRoute(paths.getLegalDocument).reply(() => ({ ...DOC, effectiveDate: state.effectiveDate })),
    mockRoute(paths.getSignedDocument).reply(() => ({ documentId: DOC.id, signedDate: '2025-06-01T00:00:00.000Z' })),
  );
  // Ops publishes a version effective after the vendor's signature.
  return { publish: () => (state.effectiveDate = '2026-01-01T00:00:00.000Z') };
}

function Page() {
  const files = useQuery({ queryKey: ['vendorFiles'], queryFn: () => call(paths.getVendorFiles), enabled: false });
  const save = useMutation({ mutationFn: () => call(paths.patchVendor, { body: {} }) });
  return (
    <>
      <button type="button" onClick={() => void files.refetch()}>
        load
      </button>
      {files.isError && <p>load failed</p>}
      <button type="button" onClick={() => save.mutate()}>
        save
      </button>
    </>
  );
}

const renderApp = () =>
  render(
    <SessionProvider store={sessionStore()} hydrate={false}>
      <AccountQueryClient newClient={createQueryClient}>
        <AgreementGate>
          <Page />
        </AgreementGate>
      </AccountQueryClient>
    </SessionProvider>,
  );

describe('403 agreement-required brings the agreement gate back', () => {
  it('from a query', async () => {
    const agreement = mockAgreement();
    server.use(http.get('/api/vendorFiles', refusal));
    renderApp();
    const load = await screen.findByRole('button', { name: 'load' });
    agreement.publish();
    await userEvent.click(load);
    expect(await screen.findByRole('dialog', { name: AUTH.agreementTitle })).toBeInTheDocument();
  });

  it('from a mutation', async () => {
    const agreement = mockAgreement();
    server.use(http.patch('/api/vendor', refusal));
    renderApp();
    const save = await screen.findByRole('button', { name: 'save' });
    agreement.publish();
    await userEvent.click(save);
    expect(await screen.findByRole('dialog', { name: AUTH.agreementTitle })).toBeInTheDocument();
  });

  it('other 403s leave the gate closed', async () => {
    const agreement = mockAgreement();
    server.use(
      http.get('/api/vendorFiles', () =>
        HttpResponse.json({ statusCode: 403, code: 'vendor-pending-review', message: 'x' }, { status: 403 }),
      ),
    );
    renderApp();
    const load = await screen.findByRole('button', { name: 'load' });
    agreement.publish();
    await userEvent.click(load);
    // The refusal has been through the client's error handling (which opens the gate) once the page has it.
    expect(await screen.findByText('load failed')).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a 401 on any call ends the session in this tab', () => {
  it('calls onUnauthenticated for a query and a mutation, and not for other errors', async () => {
    const ended = vi.fn();
    const client = createQueryClient(ended);
    const refused = new ApiError(401, 'expired');
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(refused) }).catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refused) })
      .execute(undefined)
      .catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(2);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError(404, 'gone')) })
      .catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(2);
  });
});
