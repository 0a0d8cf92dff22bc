// INTEGRATIONS in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { INTEGRATIONS } from '../integrations.ts';

export const INTEGRATIONS_ES = defineTranslation<typeof INTEGRATIONS>('es', 'integrations', {
  title: 'Integraciones',
  intro:
    'Conecta el software de tu empresa con el portal: claves de API para sus solicitudes, webhooks para sus eventos.',
  keysHeading: 'Claves de API',
  keysHint:
    'Una clave actúa como el dueño en los trabajos de tu empresa. Las claves de lectura solo leen; las de lectura y acción también pueden tomar, asignar y trabajar trabajos. Una clave nunca llega al inicio de sesión, el equipo, las claves, los webhooks ni las preferencias.',
  nameLabel: 'Nombre',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre tiene como máximo 100 caracteres',
  scopeLabel: 'Alcance',
  scopeRead: 'Lectura',
  scopeWrite: 'Lectura y acción en trabajos',
  create: 'Crear clave',
  creating: 'Creando…',
  createdHeading: 'Tu nueva clave',
  createdWarning: 'Cópiala ahora: no la volverás a ver.',
  copy: 'Copiar',
  copied: 'Copiada',
  done: 'Listo',
  empty: 'Aún no hay claves de API.',
  columnName: 'Nombre',
  columnScope: 'Alcance',
  columnCreated: 'Creada',
  columnLastUsed: 'Último uso',
  neverUsed: 'Nunca',
  delete: 'Eliminar',
  deleteConfirm: '¿Eliminar la clave «{name}»? El software que la usa se detiene al instante.',
  deleteYes: 'Eliminar clave',
  cancel: 'Cancelar',
  loadFailed: 'No se pudieron cargar las claves de API.',
  webhooksHeading: 'Avisos por webhook',
  webhooksHint: 'Envía a tu software un evento cuando cambia un trabajo.',
  webhooksLink: 'Administrar webhooks',
  keyScope: 'Esta clave de API no puede hacer esto.',
  tooManyKeys: 'Una empresa tiene como máximo 20 claves de API.',
});
