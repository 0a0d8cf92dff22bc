import type { Appointment, AppointmentListQuery, AppointmentNote } from '@vendor-portal/contract/appointments';
import { DEFAULT_TIME_ZONE } from '@vendor-portal/contract/constants';
import { api, unwrapList } from '../../lib/api-client.ts';
import { fetchVendorHours } from '../../lib/api/vendor-hours.ts';
import { vendorTimeZone } from '../../lib/hours.ts';

// SPEC §7: the /appointment and /appointmentNote calls of the appointments pages.

export async function fetchAppointments(query: AppointmentListQuery): Promise<Appointment[]> {
  return unwrapList<Appointment>(await api.get('/appointment', { query })) ?? [];
}

export async function fetchAppointment(id: string): Promise<Appointment> {
  return (await api.get<{ data: Appointment }>(`/appointment/${encodeURIComponent(id)}`)).data;
}

export const completeAppointment = (id: number) => api.patch<unknown>(`/appointment/complete/${id}`);

/** ARCHITECTURE.md: list days are the vendor's business-hours zone (lib/hours.ts vendorTimeZone). */
export async function fetchVendorTimeZone(): Promise<string> {
  try {
    return vendorTimeZone(await fetchVendorHours());
  } catch {
    // Without hours the server uses the default zone too, so the days still match.
    return DEFAULT_TIME_ZONE;
  }
}

/** SPEC §7: only notes with text and messageType vendor are kept, newest first. */
export async function fetchNotes(appointmentId: number): Promise<AppointmentNote[]> {
  const notes = unwrapList<AppointmentNote>(await api.get('/appointmentNote', { query: { appointmentId } })) ?? [];
  return notes
    .filter((n) => n.jobNotes?.trim() && n.messageType === 'vendor')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export const createNote = (appointmentId: number, jobNotes: string) =>
  api.post<AppointmentNote>('/appointmentNote', { appointmentId, jobNotes, messageType: 'vendor' });
export const updateNote = (id: number, jobNotes: string) => api.patch<AppointmentNote>(`/appointmentNote/${id}`, { jobNotes });
export const deleteNote = (id: number) => api.delete<void>(`/appointmentNote/${id}`);
