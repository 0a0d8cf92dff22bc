import type { UnclaimedItem } from '@vendor-portal/contract/appointments';

// Issue 28 and docs/ui.md "Nothing moves under a finger": a card the vendor is claiming, or has claimed, keeps its
// place in the list until the vendor leaves the page, even once the server's list (or the live stream) has
// dropped it, so that a second tap of the same gesture lands on it again and never on the next card's button.

export interface HeldCard {
  item: UnclaimedItem;
  /** Where the card was shown when the vendor tapped it. */
  index: number;
  claimed: boolean;
}

export type HeldCards = ReadonlyMap<number, HeldCard>;

/** The list as the vendor sees it: the server's items, with each held card back at the place it had. */
export function withHeldCards(items: UnclaimedItem[], held: HeldCards): UnclaimedItem[] {
  const shown = items.filter((i) => !held.has(i.appointment.id));
  const byPlace = [...held.values()].sort((a, b) => a.index - b.index);
  for (const card of byPlace) shown.splice(Math.min(card.index, shown.length), 0, card.item);
  return shown;
}
