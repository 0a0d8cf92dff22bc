import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { VISIT } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { VisitSignature } from './visit-signature.tsx';

// Issue 43 "The visit": the customer signs on the technician's phone. jsdom draws nothing, so the pad is a stand-in
// that says whether something was drawn (signature_pad's own API), and the canvas answers a PNG.

const pad = vi.hoisted(() => ({ drawn: false, loaded: 0 }));
vi.mock('signature_pad', () => ({
  default: class {
    constructor() {
      pad.loaded += 1;
    }
    isEmpty = () => !pad.drawn;
    clear = () => void (pad.drawn = false);
    toData = () => [];
    fromData = () => {};
    off = () => {};
  },
}));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const canvas = HTMLCanvasElement.prototype;
const real = { getContext: canvas.getContext, toBlob: canvas.toBlob };
beforeAll(() => {
  canvas.getContext = (() => ({ scale: () => {} })) as unknown as typeof canvas.getContext;
  canvas.toBlob = function (callback: BlobCallback) {
    callback(new Blob([PNG], { type: 'image/png' }));
  };
});
afterAll(() => Object.assign(canvas, real));

const job = (patch: Partial<Appointment> = {}) =>
  ({
    id: 801,
    property: { timeZone: 'America/Denver' },
    checkedInAt: '2030-06-02T16:00:00.000Z',
    signatureRequired: true,
    ...patch,
  }) as Appointment;

function signatureApi(answer?: () => Response) {
  const sent: Array<{ name: FormDataEntryValue | null; file: File | null }> = [];
  let signed: { name: string; signedAt: string; url: string } | null = null;
  server.use(
    http.get('/api/appointment/801', () => HttpResponse.json({ data: job() })),
    http.get('/api/appointment/801/signature', () => HttpResponse.json({ data: signed })),
    http.post('/api/appointment/801/signature', async ({ request }) => {
      const form = await request.formData();
      sent.push({ name: form.get('name'), file: form.get('file') as File | null });
      if (answer) return answer();
      signed = { name: String(form.get('name')), signedAt: '2030-06-02T17:05:00.000Z', url: '/signature.png' };
      return HttpResponse.json(signed, { status: 201 });
    }),
  );
  return sent;
}

async function open(patch: Partial<Appointment> = {}) {
  const view = renderWithProviders(<VisitSignature appointmentId={801} readOnly={false} />);
  act(() => view.queryClient.setQueryData(['appointment', '801'], job(patch)));
  return view;
}

describe('VisitSignature', () => {
  it('loads the pad only when the step opens; asks for a drawing and a name, then saves the PNG with the name', async () => {
    const sent = signatureApi();
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText(VISIT.signatureNeeded)).toBeInTheDocument();
    expect(pad.loaded).toBe(0);
    await user.click(screen.getByRole('button', { name: VISIT.signatureAsk }));
    const save = await screen.findByRole('button', { name: VISIT.signatureSave });
    expect(pad.loaded).toBe(1);
    expect(screen.getByRole('img', { name: VISIT.signaturePadLabel })).toBeInTheDocument();

    await user.click(save);
    expect(await screen.findByText(VISIT.signatureNameEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText(VISIT.signatureNameLabel), 'Casey Customer');
    await user.click(save);
    expect(await screen.findByText(VISIT.signatureEmpty)).toBeInTheDocument();
    expect(sent).toEqual([]);

    pad.drawn = true;
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.name).toBe('Casey Customer');
    expect(sent[0]!.file!.type).toBe('image/png');
    // Saved: the step closes and the card shows the signature with who signed and when (the property's zone).
    expect(await screen.findByRole('img', { name: VISIT.signatureImageAlt('Casey Customer') })).toHaveAttribute(
      'src',
      '/signature.png',
    );
    expect(screen.getByText(VISIT.signedBy('Casey Customer', 'Jun 2, 2030, 11:05 AM'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VISIT.signatureAsk })).toBeNull();
  });

  it('shows the server’s refusal (415: not a PNG) and keeps the step open', async () => {
    signatureApi(() =>
      HttpResponse.json(
        {
          statusCode: 415,
          error: 'Unsupported Media Type',
          code: 'unsupported-media-type',
          message: VISIT.signatureNotPng,
        },
        { status: 415 },
      ),
    );
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: VISIT.signatureAsk }));
    await user.type(await screen.findByLabelText(VISIT.signatureNameLabel), 'Casey');
    pad.drawn = true;
    await user.click(screen.getByRole('button', { name: VISIT.signatureSave }));
    expect(await screen.findByText(VISIT.signatureNotPng)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VISIT.signatureSave })).toBeInTheDocument();
  });

  it('is not shown for a job whose service needs no signature', async () => {
    signatureApi();
    const { container } = await open({ signatureRequired: undefined });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('asks no one to sign a no-show (issue 54 item 14)', async () => {
    signatureApi();
    const noShow = { outcome: 'no-show', completedAt: '2030-06-02T16:40:00.000Z' } as const;
    let asked = false;
    server.use(
      http.get('/api/appointment/801', () => HttpResponse.json({ data: job(noShow) })),
      http.get('/api/appointment/801/signature', () => {
        asked = true;
        return HttpResponse.json({ data: null });
      }),
    );
    const { container } = await open(noShow);
    // The signature's answer read (none): a card would say "Not signed yet." then.
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByText(VISIT.signatureNeeded)).toBeNull();
  });

  it('starts the signer’s name from the customer’s, editable (issue 54 item 15)', async () => {
    signatureApi();
    const user = userEvent.setup();
    await open({ customer: { firstName: 'Casey', lastName: 'Customer' } as Appointment['customer'] });
    await user.click(await screen.findByRole('button', { name: VISIT.signatureAsk }));
    const name = await screen.findByLabelText(VISIT.signatureNameLabel);
    expect(name).toHaveValue('Casey Customer');
    await user.clear(name);
    await user.type(name, 'Sam Spouse');
    expect(name).toHaveValue('Sam Spouse');
  });
});
