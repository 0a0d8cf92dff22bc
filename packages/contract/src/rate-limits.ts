// docs/decisions/047-rate-limits-as-classes.md: every rate limit is a class of this table, with its
// numbers: the counters a request of the class is counted against, each by what it counts (the key's
// prefix; the server adds the address, email, account or company) and, for some, the configuration
// variable that changes its maximum (docs/operations.md). A route names its class in its entry
// (routes/define.ts `rateLimit`); the server counts it (apps/api/src/identity/rate-limit.ts `limitOf`) and
// the OpenAPI document shows it as `x-rate-limit`. Past a counter's maximum within its window: 429
// `too-many-requests` with Retry-After.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The configuration variables that change a maximum (apps/api/src/config.ts reads them, these are their defaults). */
export type RateLimitSetting =
  | 'RATE_LIMIT_SIGNIN_ACCOUNT'
  | 'RATE_LIMIT_SIGNIN_ACCOUNT_CEILING'
  | 'RATE_LIMIT_SIGNIN_IP'
  | 'RATE_LIMIT_SIGNUP_IP'
  | 'RATE_LIMIT_RESET_EMAIL'
  | 'RATE_LIMIT_RESET_IP';

export interface RateCounter {
  /** The counter's key before its subject: `signin:ip` counts `signin:ip:<address>`. */
  key: string;
  /** What the subject is, for the document. */
  per: 'ip' | 'email' | 'email-and-ip' | 'account' | 'session' | 'company' | 'booking' | 'api-key';
  max: number;
  windowMs: number;
  setting?: RateLimitSetting;
}

export const RATE_LIMITS = {
  /** Failed sign-ins (a success is taken back): per address, per account and address, per account, per session. */
  'sign-in': {
    ip: { key: 'signin:ip', per: 'ip', max: 100, windowMs: 15 * MINUTE, setting: 'RATE_LIMIT_SIGNIN_IP' },
    accountIp: {
      key: 'signin:account-ip',
      per: 'email-and-ip',
      max: 10,
      windowMs: 15 * MINUTE,
      setting: 'RATE_LIMIT_SIGNIN_ACCOUNT',
    },
    account: {
      key: 'signin:account',
      per: 'email',
      max: 100,
      windowMs: 15 * MINUTE,
      setting: 'RATE_LIMIT_SIGNIN_ACCOUNT_CEILING',
    },
    session: {
      key: 'signin:session',
      per: 'session',
      max: 10,
      windowMs: 15 * MINUTE,
      setting: 'RATE_LIMIT_SIGNIN_ACCOUNT',
    },
  },
  'sign-up': { ip: { key: 'signup:ip', per: 'ip', max: 100, windowMs: HOUR, setting: 'RATE_LIMIT_SIGNUP_IP' } },
  // Issue 38 item 16: joining by an invitation's link makes an account as sign-up does, so it is held to
  // sign-up's limit per IP (its own counter): each try hashes a password, and guesses of tokens cannot run unbounded.
  join: { ip: { key: 'join:ip', per: 'ip', max: 100, windowMs: HOUR, setting: 'RATE_LIMIT_SIGNUP_IP' } },
  'password-reset': {
    ip: { key: 'reset:ip', per: 'ip', max: 100, windowMs: HOUR, setting: 'RATE_LIMIT_RESET_IP' },
    email: { key: 'reset:email', per: 'email', max: 5, windowMs: HOUR, setting: 'RATE_LIMIT_RESET_EMAIL' },
  },
  // As often as reset links for one address.
  'verification-mail': {
    account: { key: 'verify:account', per: 'account', max: 5, windowMs: HOUR, setting: 'RATE_LIMIT_RESET_EMAIL' },
  },
  // Account's sign-in settings: the current password is guessed no faster than at sign-in (the same counter per address).
  'current-password': {
    ip: { key: 'signin:ip', per: 'ip', max: 100, windowMs: 15 * MINUTE, setting: 'RATE_LIMIT_SIGNIN_IP' },
    account: {
      key: 'current-password',
      per: 'account',
      max: 10,
      windowMs: 15 * MINUTE,
      setting: 'RATE_LIMIT_SIGNIN_ACCOUNT',
    },
  },
  /** Invitations sent (and resent) per company: a company cannot be used to mail strangers in bulk. */
  'team-invitation': { company: { key: 'team:invitations', per: 'company', max: 20, windowMs: HOUR } },
  /** Calendar files per address, counted before the lookup so that it also slows down guessing. */
  'calendar-feed': { ip: { key: 'calendar:ip', per: 'ip', max: 60, windowMs: MINUTE } },
  /**
   * Every request to a route a link's token opens (/api/public/*), per address, counted by the route table before
   * the request is read, so that guessing tokens is as slow as the calendar feed's secret.
   */
  'public-token': { ip: { key: 'public-token:ip', per: 'ip', max: 60, windowMs: MINUTE } },
  /**
   * Bad links of a customer's page (/api/public/job*) per address: an unknown, forged or ended token is counted
   * after the lookup (docs/architecture.md "The customer's page"), so that an open page never counts.
   */
  'job-token': { ip: { key: 'job-token:ip', per: 'ip', max: 20, windowMs: MINUTE } },
  /** The customer's messages in a booking's thread (docs/architecture.md "Messages about the job"). */
  'job-messages': { booking: { key: 'job-messages', per: 'booking', max: 20, windowMs: HOUR } },
  /** Failed ops authentications per address (the /api/ops guard, every ops route): a valid caller never waits. */
  /** Every request made with an API key, per key (docs/architecture.md "Partners"). */
  'api-key': { key: { key: 'api-key', per: 'api-key', max: 600, windowMs: MINUTE } },
  'ops-auth-failure': { ip: { key: 'ops-auth:ip', per: 'ip', max: 30, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, Record<string, RateCounter>>;

export type RateLimitClass = keyof typeof RATE_LIMITS;
export type CounterOf<C extends RateLimitClass> = keyof (typeof RATE_LIMITS)[C] & string;

/** What the OpenAPI document says of a class (`x-rate-limit`): its name and counters, windows in seconds. */
export function describeRateLimit(name: RateLimitClass) {
  return {
    class: name,
    counters: Object.values(RATE_LIMITS[name] as Record<string, RateCounter>).map((c) => ({
      per: c.per,
      max: c.max,
      windowSeconds: c.windowMs / 1000,
      ...(c.setting ? { setting: c.setting } : {}),
    })),
  };
}
