import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { jobStatus } from '@vendor-portal/contract/closed-job';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inJobScope, type JobScope } from './job-scope.ts';

// docs/architecture.md "Availability and dispatch": a cancelled or completed job → 409 appointment-closed,
// for every change (notes, photos, assignment, on my way, release, completing again). The one guard every
// such route calls once it has read (and, where it writes, locked) the job's row in the caller's scope, so a
// job of another company is still 404 before it can be told apart as closed.

/** Throws 409 appointment-closed, saying which of the two, when the job is cancelled or completed. */
export function refuseClosedJob(job: { cancelledAt: Date | string | null; completedAt: Date | string | null }): void {
  const status = jobStatus(job);
  if (status === 'cancelled') throw new AppError('appointment-closed', APPOINTMENTS.cancelled);
  if (status === 'completed') throw new AppError('appointment-closed', APPOINTMENTS.alreadyCompleted);
}

/**
 * The job is in the caller's scope (404 otherwise, as every job route answers) and open (409
 * appointment-closed otherwise). `lock` holds the row until the transaction ends, so a cancellation
 * committed meanwhile waits for the change, or the change sees it.
 */
export async function requireOpenJob(
  db: Db,
  scope: JobScope,
  appointmentId: number,
  lock: 'update' | 'share' | null = null,
): Promise<void> {
  const query = db
    .select({ cancelledAt: appointments.cancelledAt, completedAt: appointments.completedAt })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), inJobScope(scope)))
    .limit(1);
  const [job] = lock ? await query.for(lock) : await query;
  if (!job) throw notFound(APPOINTMENTS.notFound(appointmentId));
  refuseClosedJob(job);
}
