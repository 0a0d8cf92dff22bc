import { z } from 'zod';
import { bodyIdSchema } from './common.ts';
import { emailSchema, passwordSchema, requiredTextSchema } from './fields.ts';
import { TEAM } from './messages/team.ts';

// docs/architecture.md / ARCHITECTURE "A company with a crew": a vendor's people are members with a role.
// What each role may do is written once, here (MAY), for the server's 403 role-forbidden and the portal's menu.

export const MEMBER_ROLES = ['owner', 'office', 'technician'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** The roles the owner may give (the owner is the identity that created the vendor, and stays so). */
export const INVITABLE_ROLES = ['office', 'technician'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
export const MEMBER_STATUSES = ['active', 'invited'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** An invitation link works once, for this long. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/**
 * What each role may do beyond reading and working the appointments it sees (a technician sees only those
 * assigned to it). Anything not listed for a role answers 403 `role-forbidden`.
 */
export const CAPABILITIES = {
  /** Claim, release; the unclaimed list and its stream. */
  claim: ['owner', 'office'],
  /** Give a job to a member, see every job of the company. */
  assign: ['owner', 'office'],
  /** Services, zip codes, business hours, business profile. */
  setup: ['owner', 'office'],
  /** Documents (files). */
  files: ['owner', 'office'],
  /** Read the team. */
  readTeam: ['owner', 'office'],
  /** Invite, change roles, remove. */
  changeTeam: ['owner'],
  /** Earnings, payouts, statements. */
  earnings: ['owner'],
  /** Sign the vendor agreement for the company. */
  signAgreement: ['owner'],
} as const satisfies Record<string, readonly MemberRole[]>;
export type Capability = keyof typeof CAPABILITIES;

/** Whether `role` may do `capability` (one rule for the server and the portal). */
export const may = (role: MemberRole, capability: Capability): boolean =>
  (CAPABILITIES[capability] as readonly MemberRole[]).includes(role);

export const memberRoleSchema = z.enum(MEMBER_ROLES);
export const invitableRoleSchema = z.enum(INVITABLE_ROLES);

/** GET /api/team items. */
export const memberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: memberRoleSchema,
  status: z.enum(MEMBER_STATUSES),
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

/** POST /auth/invitations/confirm → 201 with sign-in's shape. */
export const confirmInvitationBody = z.object({
  token: z.string().min(1).max(512),
  password: passwordSchema(),
});

/** Who does a job: on each appointment of the company when assigned. */
export const assigneeSchema = z.object({ id: z.number().int(), name: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

/** PATCH /api/appointment/assignee/{id} (owner, office): `null` takes the job back from its member. */
export const assignBody = z.object({ memberId: bodyIdSchema.nullable() });
