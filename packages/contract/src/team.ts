import { z } from 'zod';
import { bodyIdSchema } from './common.ts';
import { emailSchema, newPasswordSchema, requiredTextSchema } from './fields.ts';
import { languageSchema } from './preferences.ts';
import { TEAM } from './messages/team.ts';
import { INVITABLE_ROLES, MEMBER_ROLES, MEMBER_STATUSES } from './team-roles.ts';

// docs/architecture.md "A company with a crew": a vendor's people are members with a role.
// What each role may do is written once, in team-roles.ts (`may`, re-exported here), for the server's 403
// role-forbidden and the portal's menu.

export {
  CAPABILITIES,
  INVITABLE_ROLES,
  INVITATION_TTL_MS,
  MEMBER_ROLES,
  MEMBER_STATUSES,
  isCrewRole,
  may,
  worksOwnJobsOnly,
  type Capability,
  type InvitableRole,
  type MemberRole,
  type MemberStatus,
} from './team-roles.ts';
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export const invitableRoleSchema = z.enum(INVITABLE_ROLES);

/** GET /api/team items. */
export const memberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: memberRoleSchema,
  status: z.enum(MEMBER_STATUSES),
  /**
   * An invitation that ended because its address made an account of its own (signed up, or joined elsewhere):
   * its link no longer works; the owner removes it from the list. The API always sends it (false for every
   * other member); optional so that an answer of before reads as "not ended".
   */
  invitationEnded: z.boolean().optional(),
  /**
   * Whether the member is given jobs (docs/architecture.md "Availability and dispatch"): a technician yes, the
   * office no, the owner while the company has no technician, unless the owner changed it. Always sent.
   */
  takesJobs: z.boolean().optional(),
  /** The member's language (issue 46, docs/architecture.md "Languages"). Always sent. */
  language: languageSchema.optional(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.object({ data: z.array(memberSchema) });

/** POST /api/team (owner) → 201 the member, status `invited`. */
export const inviteMemberBody = z.object({
  email: emailSchema(),
  name: requiredTextSchema(TEAM.nameRequired).max(100, { error: TEAM.nameTooLong }),
  role: invitableRoleSchema,
});
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

/** PATCH /api/team/{id} (owner). */
export const changeRoleBody = z.object({ role: invitableRoleSchema });
/** PATCH /api/team/{id}: a role, or whether the member takes jobs (`{takesJobs}`, docs/architecture.md "Availability and dispatch"). */
export const changeMemberBody = z.union([changeRoleBody, z.object({ takesJobs: z.boolean() })]);

/** POST /auth/invitations/confirm → 201 with sign-in's shape. */
export const confirmInvitationBody = z.object({
  token: z.string().min(1).max(512),
  password: newPasswordSchema(),
});

/** POST /auth/invitations/lookup: what /join names for a working link (only what its holder was mailed). */
export const invitationLookupBody = z.object({ token: z.string().min(1).max(512) });
export const invitationLookupSchema = z.object({
  company: z.string(),
  name: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

/** Who does a job: on each appointment of the company when assigned. */
export const assigneeSchema = z.object({ id: z.number().int(), name: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

/** PATCH /api/appointment/assignee/{id} (owner, office): `null` takes the job back from its member. */
export const assignBody = z.object({
  memberId: bodyIdSchema.nullable(),
  /** Give the job even to a member who is busy or off then (docs/architecture.md "Availability and dispatch"). */
  confirm: z.boolean().optional(),
});

/**
 * GET / PATCH /api/team/settings (docs/architecture.md "Money that is fair"): whether the office and
 * technicians see the company's pay (default false: their answers carry no pay fields).
 */
export const teamSettingsSchema = z.object({ crewSeesPay: z.boolean() });
export type TeamSettings = z.infer<typeof teamSettingsSchema>;
export const teamSettingsBody = z.object({ crewSeesPay: z.boolean() });
