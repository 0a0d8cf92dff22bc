// SERVICES in Spanish (docs/how-to/spanish-glossary.md: "tú", short, plain).
import { defineTranslation } from '../../i18n.ts';
import type { SERVICES } from '../services.ts';

export const SERVICES_ES = defineTranslation<typeof SERVICES>('es', 'services', {
  loading: 'Cargando servicios...',
  empty: 'Todavía no agregaste servicios.',
  needsConnection:
    'Servicios y horario necesita conexión: tus servicios y tu horario aún no están guardados en este dispositivo. Vuelve a abrir esta página cuando tengas conexión.',
  offlineReadOnly:
    'Estás sin conexión: estos son tus servicios y tu horario guardados, solo para ver. Para cambiarlos necesitas conexión.',
  cannotBeEdited: '(No se puede editar)',
  selectPlaceholder: '-- Elige un servicio --',
  zipDuplicate: 'El código postal {zip} ya está agregado.',
  zipInvalid: 'Código postal no válido: {zip}. Debe tener 5 dígitos.',
  selectService: 'Elige un servicio.',
  atLeastOneZip: 'Agrega al menos un código postal.',
  cannotRemoveLastZip: 'El servicio debe tener al menos un código postal. Si ya no lo ofreces, borra el servicio.',
  loadFailed: 'No se pudieron cargar los servicios.',
  refreshFailed: 'No se pudo actualizar la lista de servicios después del cambio.',
  productsLoadFailed: 'No se pudieron cargar los servicios disponibles. Inténtalo de nuevo.',
  addZipsFailed:
    '{n, plural, one {No se pudo agregar # código postal.} other {No se pudieron agregar # códigos postales.}}',
  updateZipsFailed:
    '{n, plural, one {No se pudo actualizar # código postal.} other {No se pudieron actualizar # códigos postales.}}',
  saveFailed: 'No se pudo guardar el servicio.',
  saveChangesFailed: 'No se pudieron guardar los cambios del servicio.',
  deleteFailed: 'No se pudo borrar el servicio.',
  missingInternalId: 'No se puede editar "{title}": falta su ID interno.',
  alreadyOffered: 'Ya ofreces este servicio.',
  productNotFound: 'Este servicio no está disponible.',
  zipAlreadyServed: 'Este código postal ya está en el servicio.',
  zipFormat: 'Los códigos postales deben tener 5 dígitos exactos.',
  serviceNotFound: 'No se encontró el servicio.',
  zipNotFound: 'Este código postal no está en el servicio.',
  pageTitle: 'Servicios y horario',
  listTitle: 'Servicios que ofreces',
  addTitle: 'Agregar servicio',
  editTitle: 'Editar servicio',
  addService: 'Agregar servicio',
  serviceLabel: 'Servicio',
  zipCodesLabel: 'Códigos postales',
  zipPlaceholder: 'p. ej. 80202, o pega una lista',
  addZip: 'Agregar',
  zipChipsLabel: 'Códigos postales agregados',
  saveNew: 'Guardar servicio',
  saveChanges: 'Guardar cambios',
  cancel: 'Cancelar',
  deleteService: 'Borrar servicio',
  confirmDeleteService:
    '¿Borrar {service} y {zips, plural, one {su código postal} other {sus # códigos postales}}? Ya no te ofreceremos trabajos de este servicio.',
});
