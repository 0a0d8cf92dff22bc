import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@vendor-portal/contract/live';
import { APPOINTMENTS, LIVE } from '@vendor-portal/contract/messages';
import { formatCents } from '@vendor-portal/contract/money';
import { startEventStream } from '../lib/live/event-stream.ts';
import { newJobs } from '../lib/live/new-jobs-store.ts';
import { getStoredToken } from '../lib/browser/storage.ts';
import { refreshAppointmentLists } from '../lib/api/get-appointments.ts';
import { dropUnclaimed, fetchFreshUnclaimed, refreshUnclaimed } from '../features/unclaimed/api/get-unclaimed.ts';
import { refreshAppointment } from '../features/appointments/api/get-appointment.ts';
import { refreshNotes } from '../features/appointments/api/get-notes.ts';
import { refreshDispatch } from '../features/dispatch/api/dispatch.ts';
import { refreshTeam } from '../lib/api/get-team.ts';
import { refreshTimeOff } from '../lib/api/time-off.ts';
import { refreshPreferences } from '../lib/api/preferences.ts';
import { refreshVendor } from '../lib/api/get-vendor.ts';
import { refreshVendorFiles } from '../lib/api/get-vendor-files.ts';
import { refreshVendorSetup } from '../lib/api/get-vendor-setup.ts';

// docs/architecture.md "Live events and alerts": the tab's one stream, turned into cache updates.
// A job claimed by anyone leaves the Unclaimed list in place; a new one is fetched, highlighted and
// counted on the menu, and announced by a toast on the other pages; the vendor's own appointments
// re-read their lists and detail, and the dispatch board with them (its jobs are the company's appointments).

const TOAST_MS = 8_000;

interface Toast {
  id: number;
  text: string;
}

export function LiveEvents() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    const toast = async (id: number) => {
      const list = await fetchFreshUnclaimed(queryClient);
      const item = list?.data.find((i) => i.appointment.id === id);
      if (!item || path.current === '/unclaimed') return;
      const service =
        (item.appointment.appointmentDetails?.products ?? []).map((p) => p.title).join(', ') ||
        APPOINTMENTS.unknownService;
      setToasts((all) => [
        ...all.filter((t) => t.id !== id),
        {
          id,
          // Without pay in the answer (the owner keeps pay from the crew), the toast names none.
          text:
            item.appointment.payoutCents === undefined
              ? LIVE.newJobToastWithoutPay(service, item.property.zipCode)
              : LIVE.newJobToast(service, item.property.zipCode, formatCents(item.appointment.payoutCents)),
        },
      ]);
      setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), TOAST_MS);
    };
    const onEvent = ({ event, data }: LiveEvent) => {
      if (event === 'unclaimed' && data.action === 'added') {
        newJobs.add(data.id);
        if (path.current === '/unclaimed') void refreshUnclaimed(queryClient);
        else void toast(data.id);
      } else if (event === 'unclaimed') {
        newJobs.remove(data.id);
        dropUnclaimed(queryClient, data.id);
      } else if (event === 'vendor') {
        // Issue 38 item 11: the company's crew, review or documents changed elsewhere: what the open pages
        // show of it is read again (the assignee picker and Team read the crew; Account and the landing page
        // the review and the documents; which jobs may be claimed follows the review and the documents).
        if (data.action === 'team') {
          void refreshTeam(queryClient);
          // Issue 46: the member's own language, changed on another device, is among the crew's data.
          void refreshPreferences(queryClient);
        } else if (data.action === 'timeOff') {
          // Issue 42: time off added or removed elsewhere: the time-off cards, the team's availability and the
          // day read it again; the board shades it and the unclaimed fit names who is free.
          void refreshTimeOff(queryClient);
          void refreshDispatch(queryClient);
          void refreshUnclaimed(queryClient);
        } else if (data.action === 'offers') {
          // Issue 42: a job offered to the company, or its offer declined or run out: the list shows it first, or no more.
          void refreshUnclaimed(queryClient);
        } else {
          void refreshVendor(queryClient);
          void refreshVendorFiles(queryClient);
          if (data.action === 'review') void refreshVendorSetup(queryClient);
          void refreshUnclaimed(queryClient);
        }
      } else {
        void refreshAppointmentLists(queryClient);
        // Issue 42: the board follows every change of the company's jobs (claimed, given, moved, released,
        // cancelled, completed: each an `appointment` event to the company's owner and office).
        void refreshDispatch(queryClient);
        void refreshAppointment(queryClient, data.id);
        // `updated` also covers its notes (written on another device).
        void refreshNotes(queryClient, data.id);
      }
    };
    let opened = false;
    return startEventStream({
      getToken: getStoredToken,
      onEvent,
      onConnection: (open) => {
        // Back after a gap: what the log could not replay is read again.
        if (open && opened) {
          void refreshUnclaimed(queryClient);
          void refreshAppointmentLists(queryClient);
          void refreshDispatch(queryClient);
        }
        opened ||= open;
      },
    });
  }, [queryClient]);

  if (toasts.length === 0) return null;
  return (
    <div className="fixed bottom-4 right-4 z-40 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2" role="status">
      {toasts.map((t) => (
        <div
          key={t.id}
          className="flex items-start gap-3 rounded-lg border border-brand-100 bg-white px-4 py-3 text-sm shadow-lg"
        >
          <div className="flex-1">
            <p className="font-medium text-gray-900">{t.text}</p>
            <Link to="/unclaimed" className="text-brand-800 underline" onClick={() => setToasts([])}>
              {LIVE.newJobToastAction}
            </Link>
          </div>
          <button
            type="button"
            aria-label={LIVE.dismiss}
            className="inline-flex size-8 items-center justify-center rounded text-gray-600 hover:bg-gray-100"
            onClick={() => setToasts((all) => all.filter((x) => x.id !== t.id))}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
