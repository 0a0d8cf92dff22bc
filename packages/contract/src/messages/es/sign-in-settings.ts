// SIGN_IN_SETTINGS in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { SIGN_IN_SETTINGS } from '../sign-in-settings.ts';

export const SIGN_IN_SETTINGS_ES = defineTranslation<typeof SIGN_IN_SETTINGS>('es', 'sign-in-settings', {
  cardTitle: 'Inicio de sesión',
  currentEmail: 'Correo para entrar',
  changeEmail: 'Cambiar correo',
  newEmailLabel: 'Correo nuevo',
  currentPasswordLabel: 'Contraseña actual',
  newPasswordLabel: 'Contraseña nueva',
  confirmPasswordLabel: 'Confirma la contraseña nueva',
  sendLink: 'Enviar enlace de verificación',
  changePassword: 'Cambiar contraseña',
  savePassword: 'Guardar contraseña',
  cancel: 'Cancelar',
  emailLinkSent:
    'Si se puede usar {email}, le enviamos un enlace de verificación. Tu correo para entrar cambia cuando abras el enlace.',
  emailSame: 'Este ya es tu correo para entrar.',
  passwordChanged: 'Cambiaste tu contraseña. Se cerró la sesión en tus otros dispositivos.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  currentPasswordRequired: 'Escribe tu contraseña actual.',
  newPasswordSame: 'La contraseña nueva debe ser distinta de la actual.',
  saveFailed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
});
