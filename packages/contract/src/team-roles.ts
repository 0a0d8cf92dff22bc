// What each role may do, written once (docs/architecture.md "A company with a crew"). No zod here: the portal's
// signed-in shell reads it in its first load (team.ts holds the schemas and re-exports this).

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
  /** The company's own software: API keys and webhooks (issue 58). */
  integrations: ['owner'],
  /** Sign the vendor agreement for the company. */
  signAgreement: ['owner'],
  /**
   * See what the company is paid (a job's pay, fees, the pay line of a mail, a push or the calendar feed). The roles
   * listed always do; the others only while the owner lets the crew see pay (`crewSeesPay`): ask `seesPay`.
   */
  seePay: ['owner'],
  /** Edit or delete any note on the company's jobs; every member edits and deletes its own (`mayChangeNote`). */
  changeAnyNote: ['owner', 'office'],
  /** Reply to and appeal the company's ratings (docs/architecture.md "Ratings and the right of reply"). */
  answerRatings: ['owner', 'office'],
  /** Issue 57: the company's scorecard (a technician sees its own jobs, not the company's figures). */
  scorecard: ['owner', 'office'],
} as const satisfies Record<string, readonly MemberRole[]>;
export type Capability = keyof typeof CAPABILITIES;

/** Whether `role` may do `capability` (one rule for the server and the portal). */
export const may = (role: MemberRole, capability: Capability): boolean =>
  (CAPABILITIES[capability] as readonly MemberRole[]).includes(role);

/**
 * Whether a member of `role` sees the company's pay, given the company's `crewSeesPay` setting
 * (docs/architecture.md "Pay seen by the crew"): the one rule every writer of pay asks (answers, mails, pushes,
 * the calendar feed; the server's SQL reads the same table: apps/api/src/modules/team/crew-pay.ts).
 */
export const seesPay = (role: MemberRole, company: { crewSeesPay: boolean }): boolean =>
  company.crewSeesPay || may(role, 'seePay');

/**
 * Whether `member` may edit or delete a note written by `note.authorMemberId` (issue 54 item 8): its author, and
 * the roles that change any note. A note of no known author (written before authors were kept) is theirs alone.
 */
export const mayChangeNote = (
  member: { role: MemberRole; memberId: number },
  note: { authorMemberId: number | null },
): boolean =>
  may(member.role, 'changeAnyNote') || (note.authorMemberId !== null && note.authorMemberId === member.memberId);

/**
 * Whether `role` is one the owner may give, change and take away: a role of the crew. The owner's own role is
 * fixed (409 `owner-fixed`; an invitation never names it). Also reads a claim: anything else is not a crew role.
 */
export const isCrewRole = (role: unknown): role is InvitableRole =>
  (INVITABLE_ROLES as readonly unknown[]).includes(role);

/**
 * Whether `role` sees and works only its own part of the company (a technician: the jobs assigned to it, its
 * own time off): the roles that may not `assign`, which is seeing every job of the company.
 */
export const worksOwnJobsOnly = (role: MemberRole): boolean => !may(role, 'assign');
