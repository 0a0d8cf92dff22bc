// TRUST in Spanish (docs/how-to/spanish-glossary.md: "tú", short, plain; a job is claimed: "tomar").
import { defineTranslation } from '../../i18n.ts';
import type { TRUST } from '../trust.ts';

export const TRUST_ES = defineTranslation<typeof TRUST>('es', 'trust', {
  panelTitle: 'Aún no puedes tomar trabajos',
  panelIntro: 'Ves los trabajos abiertos de tu zona. Los datos del cliente salen cuando puedas tomarlos.',
  acceptAgreement: 'Revisar y aceptar el acuerdo',
  addService: 'Agregar un servicio',
  updateDocuments: 'Actualizar tus documentos',
  nearbyTitle: 'Trabajos cerca que piden otro servicio',
  nearbyIntro: 'Trabajos abiertos en tus códigos postales, de un servicio que aún no ofreces ahí.',
  nearbyNeeds: 'Necesita: {products}',
  addServiceFor: 'Agregar {product}',
});
