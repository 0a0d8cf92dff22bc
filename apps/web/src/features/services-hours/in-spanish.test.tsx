import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { ALLOWED_TIME_ZONES } from '@vendor-portal/contract/common';
import { HOURS, SERVICES } from '@vendor-portal/contract/messages';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { englishLeft } from '../../test/english-left.ts';
import { switchLanguage } from '../../lib/i18n/language.ts';
import { ServicesPage } from './services-page.tsx';
import * as paths from '@vendor-portal/contract/routes/paths';
import { mockRoute } from '../../test/mock-route.ts';

// Issue 46: Services & Hours in Spanish (the list, the add and edit forms, the hours and their editor), with
// its checks, and no English left but names and data (the catalogue's services, the time zones, the times).

const DATA = ['Vehicle Detailing', 'Pressure Washing', 'Window Cleaning', ...ALLOWED_TIME_ZONES];
const left = (container: HTMLElement) => englishLeft(container, DATA);

const products = [
  { id: 1, title: 'Vehicle Detailing', isActive: true },
  { id: 2, title: 'Pressure Washing', isActive: true },
  { id: 3, title: 'Window Cleaning', isActive: true },
];
const zone = 'America/Denver';

beforeEach(async () => {
  await switchLanguage('es');
  server.use(
    mockRoute(paths.getZipcode).reply(() => [
      { vendorProductId: 11, productId: 1, productTitle: 'Vehicle Detailing', zipCodes: ['80202'] },
    ]),
    mockRoute(paths.getProduct).reply(() => ({ data: products })),
    mockRoute(paths.getVendorHours).reply(() => [
      { id: 1, weekDay: 'Monday', openTime: '08:00', closeTime: '17:30', timeZone: zone },
      { id: 7, weekDay: 'Sunday', openTime: '', closeTime: '', timeZone: zone },
    ]),
  );
});
afterEach(() => {
  setLanguage('en');
});

const renderPage = () => renderWithProviders(<ServicesPage />, { route: '/services', path: '/services' });
const servicesPanel = () => screen.getByRole('region', { name: 'Servicios que ofreces' });
const hoursPanel = () => screen.getByRole('region', { name: 'Horario de atención' });

describe('Services & Hours in Spanish', () => {
  it('the page: services, zip codes and the week', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios y horario' })).toBeInTheDocument();
    expect(await within(servicesPanel()).findByText('Vehicle Detailing')).toBeInTheDocument();
    const monday = await within(hoursPanel()).findByRole('row', { name: /^Lunes/ });
    // Issue 54 item 19: the Spanish hours are written as Spanish writes a time.
    expect(monday).toHaveTextContent('Lunes8:00 a.m.5:30 p.m.');
    expect(within(hoursPanel()).getByRole('row', { name: /^Domingo/ })).toHaveTextContent('DomingoCerrado');
    expect(left(container)).toEqual([]);
  });

  it('adding a service, with its checks and a refused zip code', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.click(await within(servicesPanel()).findByRole('button', { name: 'Agregar servicio' }));
    expect(await screen.findByRole('option', { name: 'Pressure Washing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar servicio' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige un servicio.');
    await user.type(screen.getByLabelText(SERVICES.zipCodesLabel), '802, 80202');
    await user.click(screen.getByRole('button', { name: SERVICES.addZip }));
    expect(screen.getByText('Código postal no válido: 802. Debe tener 5 dígitos.')).toBeInTheDocument();
    expect(left(container)).toEqual([]);
  });

  it('editing a service, with the question before deleting it', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.click(await within(servicesPanel()).findByRole('button', { name: /Vehicle Detailing/ }));
    expect(await screen.findByRole('heading', { name: 'Editar servicio' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar 80202' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICES.cannotRemoveLastZip);
    await user.click(screen.getByRole('button', { name: 'Borrar servicio' }));
    expect(
      screen.getByText('¿Borrar Vehicle Detailing y su código postal? Ya no te ofreceremos trabajos de este servicio.'),
    ).toBeInTheDocument();
    expect(left(container)).toEqual([]);
  });

  it('editing the hours, with a day’s validation error in Spanish', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.click(await within(hoursPanel()).findByRole('button', { name: HOURS.edit }));
    expect(screen.getByLabelText('Lunes: hora de apertura')).toHaveValue('08:00');
    // Tuesday has no hours: opening it presets 09:00 to 17:00; without its close time it cannot be saved.
    await user.click(screen.getByRole('checkbox', { name: 'Martes cerrado' }));
    await user.clear(screen.getByLabelText('Martes: hora de cierre'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Error: Martes, pon las dos horas o deja las dos vacías.')).toBeInTheDocument();
    expect(screen.getByLabelText('Martes: hora de cierre')).toHaveAttribute('aria-invalid', 'true');
    expect(left(container)).toEqual([]);
  });
});
