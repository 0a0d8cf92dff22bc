import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@vendor-portal/contract/appointments';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { VISIT } from '@vendor-portal/contract/messages';
import type { ChecklistItem } from '@vendor-portal/contract/visit';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { englishLeft } from '../../test/english-left.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { VisitChecklist } from './visit-checklist.tsx';
import { VisitExtraTime } from './visit-extra-time.tsx';
import { VisitSignature } from './visit-signature.tsx';

// Issue 46: the visit on the job's page (the checklist, more time, the customer's signature) in Spanish, with no
// English left but names and data: the items' texts, who ticked them, the signer.

const DATA = ['Rinse the wheels', 'Photo of the finished car', 'Theo Tech', 'Casey Customer'];

// jsdom draws nothing: the pad is a stand-in with signature_pad's API (as in visit-signature.test.tsx).
vi.mock('signature_pad', () => ({
  default: class {
    isEmpty = () => true;
    clear = () => {};
    toData = () => [];
    fromData = () => {};
    off = () => {};
  },
}));
const canvas = HTMLCanvasElement.prototype;
const real = { getContext: canvas.getContext };
beforeAll(() => {
  canvas.getContext = (() => ({ scale: () => {} })) as unknown as typeof canvas.getContext;
});
afterAll(() => Object.assign(canvas, real));

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  setLanguage('en');
});

const job = (patch: Partial<Appointment> = {}) =>
  ({
    id: 901,
    property: { timeZone: 'America/Denver' },
    checkedInAt: '2030-06-02T16:00:00.000Z',
    ...patch,
  }) as Appointment;

describe('the visit in Spanish', () => {
  it('the checklist: required, photo, who ticked it, and the refusal of a photo item', async () => {
    const items: ChecklistItem[] = [
      {
        id: 1,
        text: 'Rinse the wheels',
        required: true,
        photo: false,
        doneAt: '2030-06-02T16:30:00.000Z',
        doneBy: 'Theo Tech',
      },
      { id: 2, text: 'Photo of the finished car', required: false, photo: true, doneAt: null, doneBy: null },
    ];
    server.use(
      http.get('/api/appointment/901/checklist', () => HttpResponse.json({ data: items })),
      http.put('/api/appointment/901/checklist/2', () =>
        HttpResponse.json(
          // The server answers in English; the page shows the member's language.
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'photo-required',
            message: inLanguage('en', () => VISIT.photoRequired),
          },
          { status: 409 },
        ),
      ),
    );
    const { container } = renderWithProviders(
      <VisitChecklist appointmentId={901} timeZone="America/Denver" readOnly={false} />,
    );
    expect(await screen.findByRole('heading', { name: 'Lista de tareas' })).toBeInTheDocument();
    expect(screen.getByText('Obligatoria')).toBeInTheDocument();
    expect(screen.getByText('Lleva foto')).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Photo of the finished car' }));
    expect(await screen.findByText(VISIT.photoRequired)).toBeInTheDocument();
    expect(VISIT.photoRequired).toMatch(/^Esta tarea/);
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('more time: the requests by status, the form and its checks', async () => {
    const view = renderWithProviders(<VisitExtraTime appointmentId={901} readOnly={false} />);
    act(() =>
      view.queryClient.setQueryData(
        ['appointment', '901'],
        job({
          extraTime: [
            { id: 1, minutes: 30, status: 'declined' },
            { id: 2, minutes: 45, status: 'expired' },
            { id: 3, minutes: 20, status: 'approved' },
          ],
        }),
      ),
    );
    expect(await screen.findByText('30 minutos más: el cliente rechazó')).toBeInTheDocument();
    expect(screen.getByText('20 minutos más: el cliente aprobó')).toBeInTheDocument();
    expect(englishLeft(view.container, DATA)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir más tiempo' }));
    const reason = await screen.findByLabelText('Por qué');
    await userEvent.clear(screen.getByLabelText('Minutos'));
    await userEvent.type(screen.getByLabelText('Minutos'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar al cliente' }));
    expect(await screen.findByText('Entre 15 y 240 minutos.')).toBeInTheDocument();
    expect(screen.getByText('Explica por qué el trabajo necesita más tiempo.')).toBeInTheDocument();
    expect(reason).toBeInTheDocument();
    expect(englishLeft(view.container, DATA)).toEqual([]);
  });

  it('the signature: needed, the step open, and a signed one', async () => {
    let signed: { name: string; signedAt: string; url: string } | null = null;
    server.use(http.get('/api/appointment/901/signature', () => HttpResponse.json({ data: signed })));
    const view = renderWithProviders(<VisitSignature appointmentId={901} readOnly={false} />);
    act(() => view.queryClient.setQueryData(['appointment', '901'], job({ signatureRequired: true })));
    expect(await screen.findByText(VISIT.signatureNeeded)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir la firma' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar firma' }));
    expect(await screen.findByText('Escribe el nombre de quien firma.')).toBeInTheDocument();
    expect(englishLeft(view.container, DATA)).toEqual([]);
    view.unmount();

    signed = { name: 'Casey Customer', signedAt: '2030-06-02T17:05:00.000Z', url: '/signature.png' };
    const done = renderWithProviders(<VisitSignature appointmentId={901} readOnly />);
    act(() => done.queryClient.setQueryData(['appointment', '901'], job({ signatureRequired: true })));
    expect(await screen.findByRole('img', { name: 'Firma de Casey Customer' })).toBeInTheDocument();
    expect(englishLeft(done.container, DATA)).toEqual([]);
  });
});
