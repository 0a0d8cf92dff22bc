// VERIFY_EMAIL in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { VERIFY_EMAIL } from '../verify-email.ts';

export const VERIFY_EMAIL_ES = defineTranslation<typeof VERIFY_EMAIL>('es', 'verify-email', {
  resendVerification: 'Reenviar correo de verificación',
  verificationSent: 'Te enviamos el correo de verificación. Busca el enlace en tu bandeja.',
  bannerText: 'Verifica tu correo. Te enviamos un enlace cuando te registraste.',
  verifyHeading: 'Verifica tu correo',
  verifying: 'Verificando tu correo...',
  verified: 'Tu correo está verificado.',
  continueToPortal: 'Seguir al portal',
  verifyLinkInvalid: 'Este enlace de verificación no es válido o ya venció.',
  verifyNewLinkHint: 'Para recibir otro enlace, inicia sesión y toca "Reenviar correo de verificación" arriba.',
  goToPortal: 'Ir al portal',
  verifyFailed: 'Algo salió mal. Inténtalo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  emailChangeLinkInvalid: 'Este enlace para cambiar el correo no es válido, ya venció o ya se usó.',
  emailChangeTaken: 'Otra cuenta ya usa este correo. Tu correo para entrar no cambió.',
  emailChanged: 'Cambiamos tu correo para entrar.',
});
