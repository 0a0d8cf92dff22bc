// What each staff role may do in the review console and its API (/api/ops), written once, as members'
// capabilities are (team-roles.ts): the server's guard, the console's menu and pages and the tests read it.
// No zod here: the console's first load reads it. The ops token (OPS_TOKEN) may do everything.

/** The idToken claim `role` (fixed). Identities without a staff role are vendors. */
export const ROLES = ['vendor', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['reviewer', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_CAPABILITIES = {
  /** See the console: vendors, documents, bookings, insights, payouts, the audit log. */
  read: ['reviewer', 'admin'],
  /** Decide a vendor's review and its documents. */
  review: ['reviewer', 'admin'],
  /** Offer an unclaimed job to one company for a while (docs/architecture.md "Availability and dispatch"). */
  offer: ['reviewer', 'admin'],
  /**
   * Everything else: staff accounts, the catalogue, agreements, bookings (create, change, cancel),
   * payouts, the mail outbox.
   */
  administer: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffCapability = keyof typeof STAFF_CAPABILITIES;

/** Whether a staff `role` may do `capability` (one rule for the server, the console and the tests). */
export const staffMay = (role: StaffRole, capability: StaffCapability): boolean =>
  (STAFF_CAPABILITIES[capability] as readonly StaffRole[]).includes(role);

/** Whether a signed-in identity's `role` (or a token's claim) is staff of the provider's team, not a vendor. */
export const isStaffRole = (role: unknown): role is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(role);
