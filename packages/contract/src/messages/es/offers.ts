// OFFERS in Spanish (docs/how-to/spanish-glossary.md): what the offered company reads. The console's texts
// (OFFERS_CONSOLE) stay English.
import { defineTranslation } from '../../i18n.ts';
import type { OFFERS } from '../offers.ts';

export const OFFERS_ES = defineTranslation<typeof OFFERS>('es', 'offers', {
  offeredTitle: 'Te ofrecen un trabajo: {service}',
  offerNotFound: 'Este trabajo no está ofrecido a tu empresa.',
});
