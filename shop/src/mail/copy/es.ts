/** Spanish for Spain (es-ES): «tú», as Spanish shops write to their customers. */
import type { MailCopy } from './mail-copy';

export const es: MailCopy = {
  greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
  colon: ':',
  signOff: 'Un saludo,',
  footer: 'Te hemos enviado este correo automáticamente por una acción en tu cuenta de seedshop.',
  kinds: {
    'confirm-email': {
      subject: 'Confirma tu dirección de correo electrónico',
      body: () => [
        '¡Gracias por crear una cuenta en seedshop! Confirma tu dirección de correo electrónico para que podamos mantenerte al tanto de tus pedidos.',
      ],
      action: 'Confirmar mi correo',
      after: [
        'El enlace es válido durante un tiempo limitado. Si no te has registrado en seedshop, puedes ignorar este correo: no se activará ninguna cuenta.',
      ],
    },
    'reset-password': {
      subject: 'Restablece tu contraseña de seedshop',
      body: () => [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de seedshop. Haz clic en el botón de abajo para elegir una nueva.',
      ],
      action: 'Elegir una nueva contraseña',
      after: [
        'El enlace es válido durante un tiempo limitado y solo se puede usar una vez. Si no has pedido una contraseña nueva, ignora este correo: tu contraseña actual seguirá siendo la misma.',
      ],
    },
    'confirm-email-change': {
      subject: 'Confirma tu nueva dirección de correo',
      body: ({ newEmail }) => [
        newEmail
          ? `Has solicitado usar ${newEmail} como nueva dirección de correo electrónico de tu cuenta de seedshop. Por favor, confirma el cambio.`
          : 'Has solicitado cambiar la dirección de correo electrónico de tu cuenta de seedshop. Por favor, confirma que esta es tu nueva dirección.',
      ],
      action: 'Confirmar la nueva dirección',
      after: [
        'Hasta que lo confirmes, seguiremos usando tu dirección actual. Si no has solicitado este cambio, ignora este correo.',
      ],
    },
    'email-changed': {
      subject: 'Tu dirección de correo ha cambiado',
      body: ({ newEmail }) => [
        newEmail
          ? `La dirección de correo electrónico de tu cuenta de seedshop se acaba de cambiar a ${newEmail}. A partir de ahora, te escribiremos allí.`
          : 'La dirección de correo electrónico de tu cuenta de seedshop se acaba de cambiar.',
      ],
      action: 'Ir a mi cuenta',
      after: [
        '¿No has sido tú? Ponte en contacto cuanto antes con nuestro servicio de atención al cliente para que podamos proteger tu cuenta.',
      ],
    },
    'confirm-deletion': {
      subject: 'Confirma la eliminación de tu cuenta de seedshop',
      body: () => [
        'Has solicitado eliminar tu cuenta de seedshop. Confírmalo con el botón de abajo. Una vez confirmado, tu cuenta quedará cerrada.',
      ],
      action: 'Eliminar mi cuenta',
      after: [
        'Si no lo has solicitado tú, ignora este correo: tu cuenta seguirá abierta. También te recomendamos cambiar tu contraseña.',
      ],
    },
    'confirm-restore': {
      subject: 'Recupera tu cuenta de seedshop',
      body: () => [
        '¡Qué alegría verte de nuevo! Has solicitado recuperar tu cuenta de seedshop. Haz clic en el botón de abajo para reactivarla.',
      ],
      action: 'Recuperar mi cuenta',
      after: ['Si no lo has solicitado, puedes ignorar este correo: tu cuenta seguirá cerrada.'],
    },
    'password-changed': {
      subject: 'Tu contraseña de seedshop ha cambiado',
      body: () => [
        'La contraseña de tu cuenta de seedshop se acaba de cambiar. Si has sido tú, no tienes que hacer nada más.',
      ],
      action: 'Ir a mi cuenta',
      after: [
        '¿No has sido tú? Restablece tu contraseña de inmediato con «¿Has olvidado tu contraseña?» en la página de inicio de sesión y avisa a nuestro servicio de atención al cliente.',
      ],
    },
  },
};
