import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { VISIT } from '@vendor-portal/contract/messages';
import type { ChecklistItem } from '@vendor-portal/contract/visit';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders, testVendor } from '../../test/render.tsx';
import { noteOutbox } from '../../lib/offline/note-outbox.ts';
import { VisitChecklist } from './visit-checklist.tsx';

// Issue 43 "The visit": the technician ticks the checklist on the job's page; offline a tick waits as "Waiting to
// sync" and is sent once; an item that needs a photo says why it cannot be ticked yet.

afterEach(() => act(() => onlineManager.setOnline(true)));

function checklistApi(appointmentId: number) {
  const items: ChecklistItem[] = [
    { id: 1, text: 'Rinse the wheels', required: true, photo: false, doneAt: null, doneBy: null },
    { id: 2, text: 'Photo of the finished car', required: true, photo: true, doneAt: null, doneBy: null },
  ];
  const puts: Array<{ itemId: number; done: boolean }> = [];
  server.use(
    http.get(`/api/appointment/${appointmentId}/checklist`, () => HttpResponse.json({ data: items })),
    http.put(`/api/appointment/${appointmentId}/checklist/:itemId`, async ({ request, params }) => {
      const itemId = Number(params.itemId);
      const { done } = (await request.json()) as { done: boolean };
      puts.push({ itemId, done });
      const item = items.find((i) => i.id === itemId)!;
      if (item.photo)
        return HttpResponse.json(
          { statusCode: 409, error: 'Conflict', code: 'photo-required', message: VISIT.photoRequired },
          { status: 409 },
        );
      Object.assign(item, { doneAt: done ? '2030-06-02T16:30:00.000Z' : null, doneBy: done ? 'Theo Tech' : null });
      return HttpResponse.json(item);
    }),
  );
  return { items, puts };
}

describe('VisitChecklist', () => {
  it('ticks an item offline as "Waiting to sync" and sends it once when back online; then shows who ticked it', async () => {
    const api = checklistApi(701);
    const user = userEvent.setup();
    renderWithProviders(<VisitChecklist appointmentId={701} timeZone="America/Denver" readOnly={false} />);
    const box = await screen.findByRole('checkbox', { name: 'Rinse the wheels' });
    act(() => onlineManager.setOnline(false));
    await user.click(box);
    expect(await screen.findByText(VISIT.waitingToSync)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Rinse the wheels' })).toBeChecked();
    expect(api.puts).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await act(() => noteOutbox.sync(testVendor.id));
    await waitFor(() => expect(screen.queryByText(VISIT.waitingToSync)).toBeNull());
    expect(api.puts).toEqual([{ itemId: 1, done: true }]);
    expect(await screen.findByText(/Theo Tech/)).toBeInTheDocument();
    await act(() => noteOutbox.sync(testVendor.id));
    expect(api.puts).toHaveLength(1);
  });

  it('says that an item needing a photo is ticked by taking one after arriving', async () => {
    checklistApi(702);
    const user = userEvent.setup();
    renderWithProviders(<VisitChecklist appointmentId={702} readOnly={false} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Photo of the finished car' }));
    expect(await screen.findByText(VISIT.photoRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Photo of the finished car' })).not.toBeChecked();
  });

  it('opens the camera from an item that needs a photo (issue 54 item 15)', async () => {
    checklistApi(704);
    renderWithProviders(
      <>
        <VisitChecklist appointmentId={704} readOnly={false} />
        <input id="photo-camera-after" type="file" aria-label="camera" />
      </>,
    );
    const take = await screen.findByText(VISIT.checklistTakePhoto);
    // The item's label is the photos card's camera input's: a tap on it opens that camera.
    expect(take.closest('label')).toHaveAttribute('for', 'photo-camera-after');
    expect(screen.getAllByText(VISIT.checklistTakePhoto)).toHaveLength(1);
  });

  it('offers no change on a closed job', async () => {
    checklistApi(703);
    renderWithProviders(<VisitChecklist appointmentId={703} readOnly />);
    expect(await screen.findByRole('checkbox', { name: 'Rinse the wheels' })).toBeDisabled();
    expect(screen.queryByText(VISIT.checklistTakePhoto)).toBeNull();
  });
});
