// docs/architecture.md "Credentials and what ends them": every credential the portal issues, and
// what each event does to it. This table is the one the doc shows (a test compares them) and the one
// apps/api/test/credentials.test.ts turns into one test per row and event, so a new credential
// cannot be added without saying, and showing, what ends it.

export const ENDING_EVENTS = [
  'sign-out',
  'password-change',
  'password-reset',
  'email-change',
  'regeneration',
  'time',
] as const;
export type EndingEvent = (typeof ENDING_EVENTS)[number];

/** `ends`: refused after the event; `stays`: still works; `n/a`: the credential does not exist yet. */
type Outcome = 'ends' | 'stays' | 'n/a';

export interface Credential {
  name: string;
  /** What "regeneration" and "time" mean for it. */
  regeneration: string;
  lifetime: string;
  ends: Record<EndingEvent, Outcome>;
}

const row = (outcomes: string): Record<EndingEvent, Outcome> =>
  Object.fromEntries(outcomes.split(' ').map((o, i) => [ENDING_EVENTS[i], o as Outcome])) as Record<
    EndingEvent,
    Outcome
  >;

// Each row's outcomes in the order of ENDING_EVENTS.
export const CREDENTIALS: readonly Credential[] = [
  {
    name: 'idToken',
    regeneration: 'a fresh one from /auth/token',
    lifetime: '1 hour',
    ends: row('ends ends ends stays stays ends'),
  },
  {
    name: 'refresh token',
    regeneration: 'its rotation (a replay after 30 s revokes the family)',
    lifetime: '14 days idle, 30 at most',
    ends: row('ends ends ends stays ends ends'),
  },
  {
    name: 'reset link',
    regeneration: 'another reset link asked for',
    lifetime: '1 hour, once',
    ends: row('stays ends ends ends stays ends'),
  },
  {
    name: 'verification link',
    regeneration: 'another verification mail asked for',
    lifetime: '1 hour, once',
    ends: row('stays stays stays ends stays ends'),
  },
  {
    name: 'email-change link',
    regeneration: 'another email change asked for',
    lifetime: '1 hour, once',
    ends: row('stays ends ends ends stays ends'),
  },
  {
    name: 'calendar secret',
    regeneration: 'a new feed address (POST /api/calendarFeed)',
    lifetime: 'none',
    ends: row('stays stays stays stays ends stays'),
  },
  {
    name: 'unsubscribe link',
    regeneration: 'the vendor chooses again (any change of its alert settings, the unsubscribe included)',
    lifetime: '60 days',
    ends: row('stays stays stays stays ends ends'),
  },
  {
    name: 'signed file link',
    regeneration: 'a new link (the file read again)',
    lifetime: '15 minutes',
    ends: row('stays stays stays stays stays ends'),
  },
  {
    name: 'ops token',
    regeneration: 'a new OPS_TOKEN in the configuration',
    lifetime: 'none',
    ends: row('stays stays stays stays ends stays'),
  },
  {
    // docs/architecture.md "Partners": a company's key to its own data, the owner's until deleted.
    name: 'API key',
    regeneration: 'its deletion (DELETE /api/apiKeys/{id}); a new key is another key',
    lifetime: 'none',
    ends: row('stays stays stays stays ends stays'),
  },
  {
    name: 'event stream connection',
    regeneration: 'a fresh idToken (the stream stays with the one it opened with)',
    lifetime: 'its idToken’s',
    ends: row('ends ends ends stays stays ends'),
  },
  {
    name: 'push subscription',
    // A device's, linked to the session it was made in: that session's sign-out ends it; a password change
    // ends every other device's, a reset and a member's removal every one (modules/push/devices-ended.ts).
    regeneration: 'the same device subscribing again (one subscription per endpoint)',
    lifetime: 'none: the push service’s 404 or 410 ends it',
    ends: row('ends ends ends stays stays stays'),
  },
  {
    name: 'invitation link',
    // Not an account's credential (the person has none until it joins), so the account's events do not apply;
    // a resend, a cancel, its use and its 7 days end it (apps/api/test/team-joining.test.ts).
    regeneration: 'not an account’s: a resend (POST /api/team/{id}/invitation) or a cancel ends it',
    lifetime: '7 days, once',
    ends: row('n/a n/a n/a n/a n/a n/a'),
  },
];
