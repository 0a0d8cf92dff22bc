// ELIGIBILITY in Spanish (docs/how-to/spanish-glossary.md). The API answers in English (the reasons, the refusals);
// the pages show these by their code.
import { defineTranslation } from '../../i18n.ts';
import type { ELIGIBILITY } from '../eligibility.ts';

export const ELIGIBILITY_ES = defineTranslation<typeof ELIGIBILITY>('es', 'eligibility', {
  agreementRequired: 'Acepta el acuerdo de proveedor vigente para seguir.',
  emailUnverified: 'Confirma tu correo antes de tomar trabajos. Busca el enlace en tu bandeja de entrada.',
  vendorPendingReview: 'Estamos revisando tu perfil desde el {since}. Podrás tomar trabajos cuando lo aprobemos.',
  vendorPendingReviewNoDate: 'Estamos revisando tu perfil. Podrás tomar trabajos cuando lo aprobemos.',
  vendorRejected: 'Tu perfil no fue aprobado, así que no puedes tomar trabajos.',
  serviceNotOffered:
    'No ofreces el servicio que pide este trabajo en su código postal. Agrega el servicio para tomarlo.',
  noServiceOffered: 'Aún no ofreces ningún servicio en ningún código postal. Agrega un servicio para tomar trabajos.',
  documentExpired: 'Venció uno de tus documentos del negocio. Sube uno vigente para tomar trabajos.',
});
