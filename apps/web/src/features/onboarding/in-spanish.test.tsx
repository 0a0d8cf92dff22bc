import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { ALLOWED_TIME_ZONES } from '@vendor-portal/contract/common';
import { HOURS, ONBOARDING, SERVICES } from '@vendor-portal/contract/messages';
import { vendorSetup } from '@vendor-portal/contract/vendor-setup';
import { server } from '../../test/msw-server.ts';
import { englishLeft } from '../../test/english-left.ts';
import { mockServerProgress, NEW_USER, renderOnboarding, stepHeading } from '../../test/render-onboarding.tsx';
import { testVendor } from '../../test/render.tsx';
import { switchLanguage } from '../../lib/i18n/language.ts';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 46: every step of the onboarding wizard in Spanish, with its checks, and no English left but names and
// data (the brand, the account's email, the catalogue's services, the time zones).

const DATA = [NEW_USER, 'Vehicle Detailing', 'Pressure Washing', ...ALLOWED_TIME_ZONES];

beforeEach(async () => {
  await switchLanguage('es');
});
afterEach(() => {
  setLanguage('en');
});

const save = () => screen.getByRole('button', { name: ONBOARDING.saveAndContinue });

describe('the onboarding wizard in Spanish', () => {
  it('Business Info, with the schema’s field errors in Spanish', async () => {
    const user = userEvent.setup();
    const { container } = renderOnboarding();
    expect(await stepHeading('Datos de la empresa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Configura tu empresa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Empresa/ })).toHaveAttribute('aria-current', 'step');
    await user.type(screen.getByLabelText(ONBOARDING.stateLabel), 'Colorado');
    await user.click(save());
    // businessInfoSchema was built when its module loaded (in English here); its messages show in Spanish.
    expect(await screen.findByText('Escribe el nombre de la empresa')).toBeInTheDocument();
    expect(screen.getByText('Falta el nombre de contacto')).toBeInTheDocument();
    expect(screen.getByText('Escribe un teléfono válido: (XXX) XXX-XXXX')).toBeInTheDocument();
    expect(screen.getByText('Falta la ciudad')).toBeInTheDocument();
    expect(screen.getByText('Escribe el estado con sus 2 letras, p. ej. CO')).toBeInTheDocument();
    expect(screen.getByText('Escribe un código postal válido')).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('Services, with its checks and a refused zip', async () => {
    server.use(
      mockRoute(paths.getProduct).reply(() => ({
        data: [
          { id: 1, title: 'Vehicle Detailing', isActive: true },
          { id: 2, title: 'Pressure Washing', isActive: true },
        ],
      })),
    );
    const user = userEvent.setup();
    const { container } = renderOnboarding({ draft: { currentStep: 'services', completedSteps: ['business-info'] } });
    await screen.findByRole('checkbox', { name: 'Vehicle Detailing' });
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Elige al menos un servicio');
    await user.click(screen.getByRole('checkbox', { name: 'Vehicle Detailing' }));
    await user.type(screen.getByLabelText(SERVICES.zipCodesLabel), '8020, 80202, 80203');
    await user.click(screen.getByRole('button', { name: ONBOARDING.addZipCodes }));
    expect(screen.getByText('Códigos postales no válidos: 8020. Usa solo códigos de 5 dígitos.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(SERVICES.zipCodesLabel));
    await user.type(screen.getByLabelText(SERVICES.zipCodesLabel), '80202, 80210');
    await user.click(screen.getByRole('button', { name: ONBOARDING.addZipCodes }));
    // A plural the English writes as "ZIP code(s)".
    expect(screen.getByText('Se agregó 1 código postal. Se omitió 1 repetido.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar 80210' })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('Hours, with a day’s error beside it, named in Spanish', async () => {
    const user = userEvent.setup();
    const { container } = renderOnboarding({
      draft: { currentStep: 'hours', completedSteps: ['business-info', 'services'] },
    });
    expect(await stepHeading('Horario de atención')).toBeInTheDocument();
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Pon el horario de al menos un día de la semana');
    await user.click(screen.getByRole('checkbox', { name: 'Lunes cerrado' }));
    await user.clear(screen.getByLabelText('Lunes: hora de cierre'));
    await user.type(screen.getByLabelText('Lunes: hora de cierre'), '08:00');
    await user.click(save());
    expect(await screen.findByText('Lunes: la hora de cierre debe ser después de la de apertura')).toBeInTheDocument();
    expect(screen.getByLabelText('Lunes: hora de cierre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(HOURS.weekDay('Sunday'))).toHaveTextContent('Domingo');
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('Documents, with the types named in Spanish and a refused file', async () => {
    const user = userEvent.setup();
    const { container } = renderOnboarding({
      draft: { currentStep: 'documents', completedSteps: ['business-info', 'services', 'hours'] },
    });
    expect(await stepHeading('Documentos de la empresa')).toBeInTheDocument();
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Sube al menos un documento');
    const type = screen.getByLabelText(ONBOARDING.documentTypeLabel);
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elige un tipo', 'Licencia comercial', 'Seguro', 'Formulario W-9', 'Otro']);
    // The type is stored in English (the server's fileLabel); the title it fills in is the vendor's own words.
    await user.selectOptions(type, 'Seguro');
    expect(type).toHaveValue('Insurance');
    expect(screen.getByLabelText(ONBOARDING.documentTitleLabel)).toHaveValue('Seguro');
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(ONBOARDING.documentFileLabel), exe);
    expect(screen.getByText('No se puede subir setup.exe: elige un archivo PDF, PNG, JPG o GIF.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(ONBOARDING.documentFileLabel),
      new File(['%PDF-1.4'], 'poliza.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Listo para subir')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Seguro' })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });

  it('the wait for what the server holds (its label read at render, not when the module loaded)', async () => {
    mockServerProgress(['business-info']);
    server.use(mockRoute(paths.getProduct).reply(() => ({ data: [] })));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/vendorSetup', async () => {
        await answered;
        return HttpResponse.json(
          vendorSetup({ 'business-info': true, services: false, hours: false, documents: false }),
        );
      }),
    );
    const { container } = renderOnboarding({
      session: { status: 'signIn', vendorId: testVendor.id, email: NEW_USER },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    expect(englishLeft(container, DATA)).toEqual([]);
    answer();
    expect(await stepHeading('Servicios')).toBeInTheDocument();
  });

  it('Complete', async () => {
    const { container } = renderOnboarding({
      draft: { currentStep: 'complete', completedSteps: ['business-info', 'services', 'hours', 'documents'] },
    });
    expect(await screen.findByRole('heading', { name: 'Registro completo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir al panel' })).toBeInTheDocument();
    expect(englishLeft(container, DATA)).toEqual([]);
  });
});
