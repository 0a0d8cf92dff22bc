import { eq } from 'drizzle-orm';
import type { Preferences, PreferencesPatch } from '@vendor-portal/contract/preferences';
import type { Db } from '../../db/client.ts';
import { vendorMembers } from '../../db/schema.ts';
import { vendorChanged } from '../../lib/event-bus.ts';

// docs/architecture.md "Languages" (issue 46): the member's own language, read by its pages, mails and
// pushes.

interface PreferencesOwner {
  memberId: number;
  vendorId: number;
}

/** GET /api/preferences. */
export async function getPreferences(db: Db, member: PreferencesOwner): Promise<Preferences> {
  const [row] = await db
    .select({ language: vendorMembers.language })
    .from(vendorMembers)
    .where(eq(vendorMembers.id, member.memberId))
    .limit(1);
  return { language: row?.language ?? 'en' };
}

/**
 * PATCH /api/preferences. The company hears a `team` change: the member's other devices read their language
 * again (apps/web/src/app/live-events.tsx), and an owner's open Team page shows it.
 */
export async function patchPreferences(
  db: Db,
  member: PreferencesOwner,
  patch: PreferencesPatch,
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    await tx.update(vendorMembers).set({ language: patch.language }).where(eq(vendorMembers.id, member.memberId));
    await vendorChanged(tx, member.vendorId, 'team');
    return { language: patch.language };
  });
}
