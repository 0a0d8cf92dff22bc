import { sql } from 'drizzle-orm';
import type { ExtraTimeStatus } from '@vendor-portal/contract/visit';
import { appointments } from '../../db/schema.ts';

// docs/architecture.md "The visit": appointment answers carry `extraTime: [{id, minutes, status}]`, oldest first,
// read with the job (one indexed lookup per row, null when none). A pending request whose link has expired reads
// as expired: on the database's clock, as completion's "the day has begun" is.
export const extraTimeOf = sql<Array<{ id: number; minutes: number; status: ExtraTimeStatus }> | null>`(
  select json_agg(json_build_object(
    'id', r.id,
    'minutes', r.minutes,
    'status', case when r.status = 'pending' and r.expires_at <= now() then 'expired' else r.status end
  ) order by r.id)
  from extra_time_requests r where r.appointment_id = ${appointments.id}
)`;
