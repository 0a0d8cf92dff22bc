import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import type { Db, Tx } from '../db/client.ts';
import { vendorMembers } from '../db/schema.ts';

// Issue 46 (docs/architecture.md "Languages"): every mail and push a member receives, and its calendar feed, is
// written in the member's language. The language is read with the recipients (a column of vendor_members in the
// query that finds them, never one read per member), and each text is written inside `inLanguage`, which is
// synchronous: no other request's text is written in between.

/**
 * `write` in each language it is asked for, written once per language: a batch to many members writes its
 * texts twice at most (English, Spanish), not once per member.
 */
export function inEachLanguage<T>(write: () => T): (language: Language) => T {
  const written = new Map<Language, T>();
  return (language) => {
    if (!written.has(language)) written.set(language, inLanguage(language, write));
    return written.get(language)!;
  };
}

/**
 * The language of an account's mails: its member's (one company per account), else the language of the request
 * that asked for the mail (`Accept-Language`: the browser's languages, which a signed-out page follows unless its switch was used), else English. An
 * account without a member yet is one just signed up: the sign-up page's language is the only one it has chosen.
 */
export async function accountLanguage(
  db: Db | Tx,
  identityId: string,
  acceptLanguage?: string | string[],
): Promise<Language> {
  const [member] = await db
    .select({ language: vendorMembers.language })
    .from(vendorMembers)
    .where(eq(vendorMembers.identityId, identityId))
    .limit(1);
  return member?.language ?? requestLanguage(acceptLanguage);
}

/** The first language of an `Accept-Language` header that the portal has; English without one. */
export function requestLanguage(acceptLanguage?: string | string[]): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  // Quality values order the list (RFC 9110 §12.5.4); `*` and q=0 name no language.
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return pickLanguage(ranked.map((l) => l.tag));
}

/**
 * The language of a mail to one of the company's addresses (SQL, read in the query that finds the address): the
 * member whose address it is, else the owner's; English without a member. The company's own address (vendors.email)
 * is its owner's or an office member's; a mail to it is written in that reader's language.
 */
export const addressLanguage = (vendorId: SQL | number, address: SQL) => sql<Language>`coalesce(
  (select lm.language from vendor_members lm where lm.vendor_id = ${vendorId} and lower(lm.email) = lower(${address})
    order by lm.id limit 1),
  (select lo.language from vendor_members lo where lo.vendor_id = ${vendorId} and lo.role = 'owner' order by lo.id limit 1),
  'en')`;
