// GENERAL in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { GENERAL } from '../general.ts';

export const GENERAL_ES = defineTranslation<typeof GENERAL>('es', 'general', {
  notFoundTitle: '¡Uy! No encontramos esta página.',
  goBackHome: 'Volver al inicio',
  pageLoading: 'Cargando la página',
  notFound: 'No se encontró.',
  badRequest: 'La solicitud no es válida.',
  internal: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  unavailable: 'El servicio no está disponible por ahora. Inténtalo en un momento.',
  conflict: 'La solicitud choca con el estado actual.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'Este tipo de contenido no se admite.',
  vendorNotFound: 'No se encontró el proveedor.',
  vendorNotOnboarded: 'No se encontró el proveedor. Primero termina el registro.',
  opsTokenRequired: 'Se necesita un token de operaciones válido.',
  opsDisabled: 'La API de operaciones está desactivada (OPS_TOKEN no está definido).',
  pageLoadFailedTitle: 'No se pudo cargar esta página.',
  pageLoadFailedText: 'Revisa tu conexión y vuelve a cargar la página.',
  reloadPage: 'Volver a cargar',

  aboutTitle: 'Acerca de',
  skipToContent: 'Ir al contenido',
  mainMenuLabel: 'Principal',
  confirmTitle: 'Confirma, por favor',
  cancel: 'Cancelar',
  delete: 'Borrar',
  removeItem: 'Quitar {item}',
  languageLabel: 'Idioma',
  languageHint: 'Tus páginas, correos y alertas salen en este idioma, en todos tus dispositivos.',
  optionalField: '(opcional)',
});
