// JOIN in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { JOIN } from '../join.ts';

export const JOIN_ES = defineTranslation<typeof JOIN>('es', 'join', {
  invitationInvalid: 'Este enlace de invitación ya no sirve. Pide al dueño de la empresa que te envíe otro.',
  joinTitle: 'Únete a tu empresa',
  joinIntro: 'Elige una contraseña para terminar tu cuenta. Este enlace confirma tu correo.',
  joinPassword: 'Contraseña',
  joinConfirm: 'Confirmar contraseña',
  joinSubmit: 'Unirme',
  joining: 'Uniéndote...',
  joinFailed: 'No pudiste unirte. Inténtalo de nuevo.',
  joinMissingToken: 'Este enlace está incompleto. Abre otra vez el enlace de la invitación en tu correo.',
  joinSignIn: 'Ir a iniciar sesión',
  joinInvitedAs:
    '{company} te invita a unirte a su equipo como {role, select, owner {dueño} office {oficina} technician {técnico} other {{role}}}.',
  joinEmail: 'Tu correo para entrar: {email}',
});
