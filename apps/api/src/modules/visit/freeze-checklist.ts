import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointmentChecklistItems, products } from '../../db/schema.ts';

/**
 * docs/architecture.md "The visit": a booking copies its products' checklists (in the order of its lines), as it
 * freezes pay, so staff editing the catalogue later change no booked job's list.
 */
export async function freezeChecklist(tx: Db | Tx, appointmentId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const rows = await tx
    .select({ id: products.id, checklist: products.checklist })
    .from(products)
    .where(inArray(products.id, productIds));
  const items = productIds.flatMap((id) => rows.find((r) => r.id === id)?.checklist ?? []);
  if (items.length === 0) return;
  await tx.insert(appointmentChecklistItems).values(
    items.map((item, position) => ({
      appointmentId,
      position,
      text: item.text,
      required: item.required,
      photo: item.photo,
    })),
  );
}
