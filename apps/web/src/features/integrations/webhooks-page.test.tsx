import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { WEBHOOKS } from '@vendor-portal/contract/messages/webhooks';
import { ERRORS } from '@vendor-portal/contract/errors';
import type { Webhook } from '@vendor-portal/contract/webhooks';
import * as paths from '@vendor-portal/contract/routes/paths';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeIdToken } from '../../test/tokens.ts';
import { mockRoute } from '../../test/mock-route.ts';
import { WebhooksPage } from './webhooks-page.tsx';

const owner = { session: { token: fakeIdToken({ email: 'o@example.com', vendorId: 7, memberRole: 'owner' }) } };

const HOOK: Webhook = {
  id: 4,
  url: 'https://hooks.example.com/portal',
  events: ['job.claimed'],
  enabled: false,
  includeCustomer: false,
  lastSuccessAt: null,
  failuresInARow: 50,
  disabledReason: 'failures',
  createdAt: '2026-11-30T10:00:00.000Z',
};

function mockWebhooks(hooks: Webhook[] = [HOOK]) {
  const writes: string[] = [];
  server.use(
    mockRoute(paths.getVendorHours).reply(() => ({ data: [] }) as never),
    mockRoute(paths.getWebhooks).reply(() => ({ data: hooks })),
    mockRoute(paths.getWebhooksByIdDeliveries).reply(() => ({
      data: [
        {
          id: 11,
          type: 'job.claimed',
          createdAt: '2026-12-01T10:00:00.000Z',
          attempts: 3,
          lastStatus: 500,
          deliveredAt: null,
        },
      ],
    })),
    mockRoute(paths.postWebhooksByIdDeliveriesByDeliveryIdRetry).reply(({ params }) => {
      writes.push(`retry ${String(params.id)}/${String(params.deliveryId)}`);
      return HttpResponse.json({ deliveryId: 11 }, { status: 202 });
    }),
    mockRoute(paths.postWebhooksByIdTest).reply(({ params }) => {
      writes.push(`test ${String(params.id)}`);
      return HttpResponse.json({ deliveryId: 12 }, { status: 202 });
    }),
    mockRoute(paths.patchWebhooksById).reply(async ({ params, request }) => {
      writes.push(`patch ${String(params.id)} ${JSON.stringify(await request.json())}`);
      return { ...HOOK, enabled: true, failuresInARow: 0, disabledReason: null };
    }),
  );
  return writes;
}

describe('/integrations/webhooks (the owner’s webhooks)', () => {
  it('shows each endpoint’s health and its deliveries, and sends one again, a test event, and turns it on', async () => {
    const writes = mockWebhooks();
    renderWithProviders(<WebhooksPage />, owner);
    const card = await screen.findByRole('region', { name: HOOK.url });
    expect(within(card).getByText(WEBHOOKS.disabledByFailures)).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(WEBHOOKS.neverSucceeded))).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(WEBHOOKS.failuresInARow('50')))).toBeInTheDocument();
    const row = await within(card).findByRole('row', { name: /job\.claimed/ });
    expect(within(row).getByText(WEBHOOKS.statusFailed('500'))).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: WEBHOOKS.sendAgain }));
    await waitFor(() => expect(writes).toContain('retry 4/11'));
    await userEvent.click(within(card).getByRole('button', { name: WEBHOOKS.sendTest }));
    expect(await within(card).findByText(WEBHOOKS.testQueued)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: WEBHOOKS.enable }));
    await waitFor(() => expect(writes).toContain('patch 4 {"enabled":true}'));
    expect(writes).toContain('test 4');
  });

  it('adds an endpoint: the secret is shown once with a copy button; a refused URL is said beside the field', async () => {
    mockWebhooks([]);
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      mockRoute(paths.postWebhooks).reply(async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json(
            {
              statusCode: 400,
              error: 'Bad Request',
              code: 'url-not-allowed',
              message: ERRORS['url-not-allowed'].message,
            },
            { status: 400 },
          );
        }
        return HttpResponse.json(
          {
            id: 5,
            url: 'https://hooks.example.com/a',
            events: ['job.claimed'],
            secret: 'whsec_c2VjcmV0',
            enabled: true,
          },
          { status: 201 },
        );
      }),
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<WebhooksPage />, owner);
    expect(await screen.findByText(WEBHOOKS.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: WEBHOOKS.add }));
    expect(await screen.findByText(WEBHOOKS.eventsRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(WEBHOOKS.urlLabel), 'https://hooks.example.com/a');
    await userEvent.click(screen.getByRole('checkbox', { name: 'job.claimed' }));
    await userEvent.click(screen.getByRole('button', { name: WEBHOOKS.add }));
    expect(await screen.findByText(WEBHOOKS.urlNotAllowed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: WEBHOOKS.add }));
    const secret = await screen.findByRole('textbox', { name: WEBHOOKS.secretTitle });
    expect(secret).toHaveValue('whsec_c2VjcmV0');
    await userEvent.click(screen.getByRole('button', { name: WEBHOOKS.copy }));
    expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0');
    expect(bodies.at(-1)).toEqual({ url: 'https://hooks.example.com/a', events: ['job.claimed'] });
  });
});
