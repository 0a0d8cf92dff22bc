// IDENTITY_MAIL in Spanish (docs/how-to/spanish-glossary.md).
import { defineTranslation } from '../../i18n.ts';
import type { IDENTITY_MAIL } from '../identity-mail.ts';

export const IDENTITY_MAIL_ES = defineTranslation<typeof IDENTITY_MAIL>('es', 'identity-mail', {
  resetSubject: 'Cambia tu contraseña de {brand}',
  resetText: `Hola:

Alguien pidió cambiar la contraseña de tu cuenta de proveedor de {brand}.
Para elegir una nueva, abre este enlace (sirve 1 hora, una sola vez):

{link}

Si no lo pediste tú, ignora este mensaje: tu contraseña no cambia.

— El equipo de {brand}`,
  verificationSubject: 'Verifica tu correo de {brand}',
  verificationText: `Hola:

Confirma que este correo es de tu cuenta de proveedor de {brand}.
Para verificarlo, abre este enlace (sirve 1 hora, una sola vez):

{link}

Si no creaste esta cuenta, ignora este mensaje.

— El equipo de {brand}`,
  emailChangeSubject: 'Confirma tu nuevo correo para entrar a {brand}',
  emailChangeText: `Hola:

Alguien pidió usar este correo para entrar a una cuenta de proveedor de {brand}.
Para confirmarlo, abre este enlace (sirve 1 hora, una sola vez):

{link}

Si no lo pediste tú, ignora este mensaje: nada cambia.

— El equipo de {brand}`,
  emailChangedSubject: 'Cambiamos tu correo para entrar a {brand}',
  emailChangedText: `Hola:

El correo para entrar a tu cuenta de proveedor de {brand} ahora es {newEmail}.
Desde ahora, entra con ese correo.

Si no lo hiciste tú, responde a este mensaje o escribe al soporte de {brand} de inmediato.

— El equipo de {brand}`,
});
