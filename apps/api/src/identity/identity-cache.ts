import { LRUCache } from 'lru-cache';
import { desc, eq, and, isNotNull, sql } from 'drizzle-orm';
import { VENDOR_AGREEMENT } from '@vendor-portal/contract/legal';
import type { Role } from '@vendor-portal/contract/ops/staff';
import { may, type MemberRole } from '@vendor-portal/contract/team';
import type { Db } from '../db/client.ts';
import { identities, legalDocuments, refreshTokens, signedDocuments, vendorMembers } from '../db/schema.ts';
import { onPublishHere, type BusEvent, type EventBus } from '../lib/event-bus.ts';
import { agreementMissing } from '../modules/eligibility/rules.ts';
import type { IdTokenClaims } from './tokens.ts';

// docs/architecture.md "The identity check from memory": what the per-request identity check reads,
// kept per identity in this process (bounded, least recently used first out) and dropped on every
// process through the event bus when any of it changes. While the bus's listening connection is
// lost, events may be missed: the cache is emptied and not used until the connection is back.
// The agreement in effect concerns everyone and moves with the clock (a version published with a
// later effective date takes effect without any write), so it is not part of an identity's entry:
// the entry keeps which documents the identity signed, and the versions are kept once, apart.

/** What the check needs to accept or refuse a token of the identity and session. */
export interface IdentityCheck {
  passwordChangedAt: Date | null;
  tokenVersion: number;
  sessionEnded: boolean;
  /** The company the identity is an active member of (docs/architecture.md "A company with a crew"). */
  vendorId: number | null;
  memberId: number | null;
  memberRole: MemberRole | null;
  /** Only the owner signs the agreement for the company: false for every other member. */
  agreementMissing: boolean;
  role: Role;
}

interface Entry {
  passwordChangedAt: Date | null;
  tokenVersion: number;
  vendorId: number | null;
  memberId: number | null;
  memberRole: MemberRole | null;
  role: Role;
  signedDocumentIds: ReadonlySet<number>;
  /** Session (refresh family) id, '' for a token without one → ended. */
  sessions: Map<string, boolean>;
}

interface AgreementVersion {
  id: number;
  effectiveAt: number;
}

export interface IdentityCacheOptions {
  /** IDENTITY_CACHE=off: every request reads the database (bench comparisons). */
  enabled: boolean;
  /** Identities kept (least recently used out first). */
  max?: number;
  /** Belt and braces: an entry is read again after this long even without an event. */
  ttlMs?: number;
  now?: () => number;
  /**
   * Also drop at once what this process's own changes make stale (default): without it, the next
   * request here may be answered from memory until the notification arrives. Tests that stand two
   * apps in one process for two processes turn it off for the one that plays "the other process".
   */
  hearLocalPublishes?: boolean;
}

/**
 * Whether the agreement gate concerns the identity: the owner signs for the company, and an account with no
 * company yet signs in onboarding; the office and technicians are never asked (the claim still checks the
 * owner's signature: eligibility stays the company's).
 */
const signsForCompany = (memberRole: MemberRole | null): boolean =>
  memberRole === null || may(memberRole, 'signAgreement');

/** Sessions remembered per identity (devices signed in at once); the oldest goes first. */
const MAX_SESSIONS = 16;

export class IdentityCache {
  readonly #entries: LRUCache<string, Entry>;
  #agreements: AgreementVersion[] | null = null;
  /** Moves on every invalidation: a read that started before one is not stored (it may be stale). */
  #generation = 0;
  readonly #enabled: boolean;
  readonly #now: () => number;
  readonly #unsubscribe: Array<() => void> = [];
  readonly #loadIdentity;
  readonly #loadAgreements;

  constructor(
    db: Db,
    private readonly bus: Pick<EventBus, 'subscribe' | 'connected'>,
    options: IdentityCacheOptions,
  ) {
    this.#enabled = options.enabled;
    this.#now = options.now ?? Date.now;
    this.#entries = new LRUCache({ max: options.max ?? 10_000, ttl: options.ttlMs ?? 60_000 });
    // One round trip: the account, the session, the membership (company, member, role), the signatures and (for a read that is not
    // kept) whether the agreement in effect is signed, as the database's clock says.
    this.#loadIdentity = db
      .select({
        passwordChangedAt: identities.passwordChangedAt,
        tokenVersion: identities.tokenVersion,
        // Sign-out and replay revoke the token's session (refresh family): its idTokens end at once.
        sessionEnded: sql<boolean>`exists (
          select 1 from ${refreshTokens} r where r.family_id = ${sql.placeholder('sid')}::uuid and r.revoked_at is not null
        )`.mapWith(Boolean),
        vendorId: vendorMembers.vendorId,
        memberId: vendorMembers.id,
        memberRole: vendorMembers.role,
        agreementMissing: sql<boolean>`${agreementMissing(sql`${identities.id}`)}`.mapWith(Boolean),
        signedDocumentIds: sql<number[]>`array(
          select s.document_id from ${signedDocuments} s where s.identity_id = ${identities.id}
        )`,
        role: identities.role,
      })
      .from(identities)
      // An invited member has no identity yet; a removed one has no row: either way, no company.
      .leftJoin(vendorMembers, and(eq(vendorMembers.identityId, identities.id), eq(vendorMembers.status, 'active')))
      .where(eq(identities.id, sql.placeholder('identityId')))
      .limit(1)
      .prepare('auth_identity_facts');
    this.#loadAgreements = db
      .select({ id: legalDocuments.id, effectiveDate: legalDocuments.effectiveDate })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.documentType, VENDOR_AGREEMENT), isNotNull(legalDocuments.effectiveDate)))
      .orderBy(desc(legalDocuments.effectiveDate), desc(legalDocuments.id))
      .prepare('auth_agreement_versions');
    if (!this.#enabled) return;
    // Events come on commit, to every process (this one too), in commit order.
    this.#unsubscribe.push(
      bus.subscribe({
        event: (event) => this.#handle(event),
        connection: () => this.clear(),
      }),
    );
    if (options.hearLocalPublishes ?? true) this.#unsubscribe.push(onPublishHere((event) => this.#handle(event)));
  }

  /** Kept entries are used only while the bus listens (no event can be missed). */
  get usable(): boolean {
    return this.#enabled && this.bus.connected;
  }

  /** Whether an entry is kept for the identity (tests). */
  has(identityId: string): boolean {
    return this.#entries.has(identityId);
  }

  /** Drops everything (the listening connection was lost, or is back after missing events). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#agreements = null;
  }

  close(): void {
    for (const off of this.#unsubscribe) off();
    this.clear();
  }

  /** The facts of the identity and session; null when the identity does not exist. */
  async check(identityId: string, sid: string | null): Promise<IdentityCheck | null> {
    const sessionKey = sid ?? '';
    if (this.usable) {
      const entry = this.#entries.get(identityId);
      const sessionEnded = entry?.sessions.get(sessionKey);
      if (entry && sessionEnded !== undefined) {
        const missing = await this.#agreementMissing(entry.signedDocumentIds);
        if (missing !== null)
          return { ...entry, sessionEnded, agreementMissing: signsForCompany(entry.memberRole) && missing };
      }
    }
    const generation = this.#generation;
    const [row] = await this.#loadIdentity.execute({ identityId, sid });
    if (!row) return null;
    const result: IdentityCheck = {
      passwordChangedAt: row.passwordChangedAt,
      tokenVersion: row.tokenVersion,
      sessionEnded: row.sessionEnded,
      vendorId: row.vendorId ?? null,
      memberId: row.memberId ?? null,
      memberRole: row.memberRole ?? null,
      agreementMissing: signsForCompany(row.memberRole ?? null) && row.agreementMissing,
      role: row.role,
    };
    if (this.usable && generation === this.#generation) {
      const kept = this.#entries.get(identityId);
      const sessions = new Map(kept?.sessions);
      sessions.delete(sessionKey);
      sessions.set(sessionKey, row.sessionEnded);
      if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
      this.#entries.set(identityId, {
        passwordChangedAt: row.passwordChangedAt,
        tokenVersion: row.tokenVersion,
        vendorId: row.vendorId ?? null,
        memberId: row.memberId ?? null,
        memberRole: row.memberRole ?? null,
        role: row.role,
        signedDocumentIds: new Set(row.signedDocumentIds.map(Number)),
        sessions,
      });
    }
    return result;
  }

  /**
   * The facts of the token's identity when the account still accepts the token: its token version,
   * its session not ended, the password not changed since it was issued. Null when it does not.
   * Every check of an idToken goes through here: a request's, and an open stream's again on each
   * `identity.changed`.
   */
  async accepts(claims: Pick<IdTokenClaims, 'sub' | 'sid' | 'tv' | 'iat'>): Promise<IdentityCheck | null> {
    const row = await this.check(claims.sub, claims.sid ?? null);
    if (!row || row.tokenVersion !== claims.tv || row.sessionEnded) return null;
    if (row.passwordChangedAt && Math.floor(row.passwordChangedAt.getTime() / 1000) > claims.iat) return null;
    return row;
  }

  /** From the kept versions; null when they could not be kept (then the caller reads everything). */
  async #agreementMissing(signed: ReadonlySet<number>): Promise<boolean | null> {
    if (!this.#agreements) {
      const generation = this.#generation;
      const rows = await this.#loadAgreements.execute();
      if (generation !== this.#generation || !this.usable) return null;
      this.#agreements = rows.map((r) => ({ id: r.id, effectiveAt: r.effectiveDate!.getTime() }));
    }
    const now = this.#now();
    const inEffect = this.#agreements.find((v) => v.effectiveAt <= now);
    return inEffect !== undefined && !signed.has(inEffect.id);
  }

  #handle(event: BusEvent): void {
    if (event.type === 'identity.changed') {
      this.#generation++;
      this.#entries.delete(event.identityId);
    } else if (event.type === 'agreement.published') {
      this.#generation++;
      this.#agreements = null;
    } else if (event.type === 'vendor.eligibility-changed') {
      // Review decisions, documents, services: not read by the check today; dropped anyway, so
      // that a fact of the vendor added to the check later cannot be served stale.
      this.#generation++;
      for (const [id, entry] of [...this.#entries.entries()])
        if (entry.vendorId === event.vendorId) this.#entries.delete(id);
    }
  }
}
