import type { FastifyRequest } from 'fastify';
import { requireMember } from '../../plugins/app/auth.ts';
import { onlyAssignedTo, type JobScope } from './job-scope.ts';

/** The signed-in member's jobs (docs/architecture.md "A company with a crew"); 404 when it has no company yet. */
export async function requireJobScope(request: FastifyRequest): Promise<JobScope> {
  const member = await requireMember(request);
  return { vendorId: member.vendorId, onlyMember: onlyAssignedTo(member) };
}
