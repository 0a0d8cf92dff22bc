import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CAPABILITIES, seesPay, type MemberRole } from '@vendor-portal/contract/team-roles';
import type { TeamSettings } from '@vendor-portal/contract/team';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema.ts';
import { requireMember } from '../../plugins/app/auth.ts';

// docs/architecture.md "Money that is fair", "Pay seen by the crew": the owner chooses whether the office and
// technicians see the company's pay. While they do not, no answer to them carries a pay field, whichever
// route wrote it: one hook over every /api answer, so a new route cannot forget it (the schemas mark these
// fields optional). Who sees pay is one rule, `seesPay` in the capability table (contract/team-roles.ts): the
// hook, the calendar feed and the alerts ask it in code, the mails' address in SQL (`seesPaySql`, the same table).

/** The fields that say what the company is paid. */
const PAY_FIELDS = new Set(['payoutCents', 'noShowCents', 'cancellationCents']);

export async function teamSettings(db: Db, vendorId: number): Promise<TeamSettings> {
  const [row] = await db.select({ crewSeesPay: vendors.crewSeesPay }).from(vendors).where(eq(vendors.id, vendorId));
  return { crewSeesPay: row?.crewSeesPay ?? false };
}

export async function setTeamSettings(db: Db, vendorId: number, body: TeamSettings): Promise<TeamSettings> {
  const [row] = await db
    .update(vendors)
    .set({ crewSeesPay: body.crewSeesPay })
    .where(eq(vendors.id, vendorId))
    .returning({ crewSeesPay: vendors.crewSeesPay });
  return { crewSeesPay: row?.crewSeesPay ?? false };
}

/** Whether this member sees its company's pay (`seesPay`, read with the company's setting now). */
async function memberSeesPay(db: Db, member: { vendorId: number; role: MemberRole }): Promise<boolean> {
  if (seesPay(member.role, { crewSeesPay: false })) return true;
  return seesPay(member.role, await teamSettings(db, member.vendorId));
}

/** `seesPay` in SQL, for a query over members: `role` a member's role, `crewSeesPay` its company's setting. */
export const seesPaySql = (role: SQL, crewSeesPay: SQL): SQL =>
  sql`(${crewSeesPay} or ${role} in (${sql.join(
    CAPABILITIES.seePay.map((r) => sql`${r}`),
    sql`, `,
  )}))`;

function carriesPay(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(carriesPay);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => PAY_FIELDS.has(key) || carriesPay(v));
}

/** A copy of `value` without any pay field, at any depth. */
function withoutPay(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPay);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !PAY_FIELDS.has(key))
      .map(([key, v]) => [key, withoutPay(v)]),
  );
}

/** Registers, in the vendor /api scope, the hook that takes pay out of answers to a crew that may not see it. */
export function hidePayFromCrew(scope: FastifyInstance): void {
  scope.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    // Only a signed-in vendor's answer that holds a pay field costs a look-up.
    if (request.identity?.role !== 'vendor' || !carriesPay(payload)) return payload;
    return (await memberSeesPay(scope.db, await requireMember(request))) ? payload : withoutPay(payload);
  });
}
