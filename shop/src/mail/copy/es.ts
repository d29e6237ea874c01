/** Spanish for Spain (es-ES): «tú», as Spanish shops write to their customers. */
import type { MailCopy } from './mail-copy';

export const es: MailCopy = {
  greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
  colon: ':',
  signOff: 'Un saludo,',
  footer: 'Te hemos enviado este correo automáticamente por una acción en tu cuenta de seedshop.',
  unsubscribe: { hint: '¿Has cambiado de opinión?', action: 'Darse de baja con un clic' },
  order: {
    heading: 'Pedido',
    line: (quantity, productName, packSize, seedBankName) =>
      `${quantity} × ${productName}, ${packSize} ${packSize === 1 ? 'semilla' : 'semillas'} (${seedBankName})`,
    gift: 'regalo',
    shippingMethods: { standard: 'Envío estándar', tracked: 'Envío con seguimiento' },
    free: 'gratis',
    estimate: (min, max) => `${min}-${max} días laborables`,
    total: 'Total',
    includedVat: (rate) => `IVA incluido (${rate})`,
    noVat: 'Los envíos fuera de la UE no llevan IVA.',
    payment: {
      headings: {
        'bank-transfer': 'Paga por transferencia bancaria',
        'cash-by-mail': 'Paga en efectivo por carta asegurada',
        crypto: 'Paga con bitcoin',
        card: 'Pago con tarjeta',
      },
      accountHolder: 'Titular de la cuenta',
      bank: 'Banco',
      iban: 'IBAN',
      bic: 'BIC',
      reference: 'Concepto',
      amount: 'Importe',
      sendTo: 'Enviar a',
      cashNote:
        'Mete el dinero en un sobre con una nota que indique el concepto y envíalo como carta asegurada para que vaya cubierto durante el trayecto.',
      btcAddress: 'Dirección de bitcoin',
      btcAmount: 'Importe que debes enviar',
      rate: 'Tipo de cambio',
      cardNote: 'Completa el pago en la página de pago con tarjeta a la que te llevamos después del pedido.',
      payBy: (date) =>
        `Paga antes del ${date}. Los pedidos que no se hayan pagado para entonces se cancelan automáticamente y las semillas vuelven al almacén.`,
    },
    tracking: { carrier: 'Transportista', number: 'Número de seguimiento', link: 'Seguir tu paquete' },
  },
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
    'registration-attempt': {
      subject: 'Alguien ha intentado registrarse con tu dirección de correo',
      body: () => [
        'Alguien acaba de intentar crear una cuenta de seedshop con esta dirección de correo electrónico. Ya existe una cuenta para ella, así que no se ha cambiado nada: ni cuenta nueva ni contraseña nueva.',
        'Si has sido tú, inicia sesión con tu contraseña. ¿La has olvidado? Elige una nueva con el botón de abajo.',
      ],
      action: 'Restablecer mi contraseña',
      after: [
        'Si aún no has confirmado tu dirección, al iniciar sesión te enviaremos un nuevo enlace de confirmación. Si no has sido tú, puedes ignorar este correo: tu cuenta se queda como está.',
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
        '¡Qué alegría verte de nuevo! Has solicitado recuperar tu cuenta de seedshop. Haz clic en el botón de abajo para recuperarla.',
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
    'contact-message': {
      subject: 'Nuevo mensaje del formulario de contacto',
      body: ({ contact }) => [
        'Alguien ha escrito a seedshop a través del formulario de contacto.',
        ...(contact
          ? [
              [
                `Nombre: ${contact.name}`,
                `Correo: ${contact.email}`,
                `Teléfono: ${contact.phone ?? 'no indicado'}`,
                `Idioma: ${contact.language}`,
              ].join('\n'),
            ]
          : []),
        'Su mensaje:',
      ],
      action: 'Abrir el mensaje',
      after: ['Si respondes a este correo, la respuesta llega directamente al remitente.'],
      footer: 'Enviado automáticamente por el formulario de contacto de la tienda seedshop.',
    },
    'contact-received': {
      subject: 'Hemos recibido tu mensaje',
      body: () => [
        '¡Gracias por escribir a seedshop! Tu mensaje nos ha llegado y te responderemos lo antes posible, normalmente en un plazo de dos días laborables.',
      ],
      action: 'Ir a seedshop',
      after: ['No tienes que hacer nada más. Si no nos has escrito, puedes ignorar este correo sin problema.'],
      footer: 'Recibes este correo porque esta dirección se introdujo en el formulario de contacto de seedshop.',
    },
    'confirm-newsletter': {
      subject: 'Confirma tu suscripción al boletín',
      body: () => [
        '¡Gracias por suscribirte al boletín de seedshop! Confirma que quieres recibirlo: solo entonces añadiremos tu dirección a nuestra lista.',
      ],
      action: 'Confirmar suscripción',
      after: [
        'El enlace es válido durante 24 horas y solo funciona una vez. Si no te has suscrito, ignora este correo y no recibirás ningún boletín nuestro.',
      ],
      footer: 'Recibes este correo porque esta dirección se introdujo para el boletín de seedshop.',
    },
    'newsletter-welcome': {
      subject: 'Te damos la bienvenida al boletín de seedshop',
      body: () => [
        'Tu suscripción está confirmada. ¡Gracias por unirte! A partir de ahora, el boletín de seedshop te traerá nuevas variedades, ofertas y consejos de cultivo, como máximo dos veces al mes.',
      ],
      action: 'Ir a la tienda',
      after: [
        'Puedes darte de baja en cualquier momento con el enlace de abajo o con el que encontrarás al final de cada boletín.',
      ],
      footer: 'Recibes este correo porque has confirmado tu suscripción al boletín de seedshop.',
    },
    'order-confirmation': {
      subject: ({ order }) => `Tu pedido de seedshop ${order?.number ?? ''}`,
      body: ({ order }) => [
        `¡Gracias por tu pedido! Lo hemos recibido con el número ${order?.number ?? ''}.`,
        'En cuanto recibamos tu pago, empaquetamos tus semillas y te las enviamos en un embalaje discreto: un sobre o una caja sin el nombre ni el logotipo de la tienda por fuera.',
      ],
      action: 'Ver tu pedido',
      after: [
        '¿Tienes alguna pregunta sobre tu pedido? Escríbenos a través del formulario de contacto e indica tu número de pedido.',
      ],
      footer: 'Recibes este correo porque se ha hecho un pedido en seedshop con esta dirección.',
    },
    'order-payment-received': {
      subject: ({ order }) => `Hemos recibido el pago del pedido ${order?.number ?? ''}`,
      body: ({ order }) => [
        `Buenas noticias: hemos recibido tu pago de ${order?.total ?? ''} del pedido ${order?.number ?? ''}. Ya estamos empaquetando tus semillas y te avisaremos en cuanto el paquete esté en camino.`,
      ],
      action: 'Descargar tu factura',
      after: ['Puedes volver a descargar la factura cuando quieras desde tu pedido.'],
      footer: 'Recibes este correo porque se ha hecho un pedido en seedshop con esta dirección.',
    },
    'order-shipped': {
      subject: ({ order }) => `Tu pedido ${order?.number ?? ''} está en camino`,
      body: ({ order }) => [
        `Tu pedido ${order?.number ?? ''} ha salido de nuestro almacén. Como siempre, viaja en un embalaje discreto: un sobre o una caja sin nuestro nombre ni nuestro logotipo por fuera.`,
      ],
      action: 'Ver tu pedido',
      after: ['El transportista puede tardar unas horas en mostrar la primera información de seguimiento.'],
      footer: 'Recibes este correo porque se ha hecho un pedido en seedshop con esta dirección.',
    },
    'order-cancelled': {
      subject: ({ order }) => `Tu pedido ${order?.number ?? ''} se ha cancelado`,
      body: ({ order }) => [
        order?.cancelReason === 'unpaid'
          ? `No hemos recibido a tiempo el pago del pedido ${order.number}, así que lo hemos cancelado y hemos devuelto al almacén las semillas que te habíamos reservado.`
          : `Hemos cancelado tu pedido ${order?.number ?? ''}.`,
        'Si ya has pagado, te devolveremos el importe completo. Si todavía quieres las semillas, puedes volver a hacer el pedido cuando quieras.',
      ],
      action: 'Ver tu pedido',
      after: ['¿Alguna pregunta? Escríbenos a través del formulario de contacto e indica tu número de pedido.'],
      footer: 'Recibes este correo porque se ha hecho un pedido en seedshop con esta dirección.',
    },
    'order-payment-reminder': {
      subject: ({ order }) => `Recordatorio: el pedido ${order?.number ?? ''} espera tu pago`,
      body: ({ order }) => [
        `Tu pedido ${order?.number ?? ''} sigue esperando tu pago de ${order?.total ?? ''}. Paga antes del ${order?.payBy ?? ''}; después de esa fecha, el pedido se cancela automáticamente y las semillas vuelven al almacén.`,
        '¿Ya has pagado? ¡Gracias! Seguramente nuestros mensajes se han cruzado y puedes ignorar este recordatorio.',
      ],
      action: 'Ver tu pedido',
      after: [],
      footer: 'Recibes este correo porque se ha hecho un pedido en seedshop con esta dirección.',
    },
    'confirm-product-subscription': {
      subject: 'Confirma tu alerta de producto',
      body: ({ product }) => [
        product?.packSize === null || product?.packSize === undefined
          ? `Nos pediste que te avisáramos por correo cuando bajara el precio de ${product?.name ?? ''}.`
          : `Nos pediste que te avisáramos por correo cuando ${product.name}, paquete de ${product.packSize} ${product.packSize === 1 ? 'semilla' : 'semillas'}, volviera a estar disponible.`,
        'Confirma tu dirección de correo para que la alerta pueda empezar.',
      ],
      action: 'Confirmar mi alerta',
      after: [
        'El enlace es válido durante 24 horas. Si no pediste esta alerta, ignora este correo: no te enviaremos nada.',
      ],
      footer: 'Recibes este correo porque se pidió una alerta de producto con esta dirección en seedshop.',
    },
    'back-in-stock': {
      subject: ({ product }) => `De nuevo disponible: ${product?.name ?? ''}`,
      body: ({ product }) => [
        `Buenas noticias: ${product?.name ?? ''}, paquete de ${product?.packSize ?? ''} ${product?.packSize === 1 ? 'semilla' : 'semillas'}, vuelve a estar disponible.`,
        'Los paquetes repuestos suelen agotarse rápido, así que no esperes demasiado.',
      ],
      action: 'Ver el paquete',
      after: [],
      footer:
        'Recibes este correo porque pediste que te avisáramos cuando este paquete volviera a estar disponible. La alerta ya se ha enviado y termina aquí.',
    },
    'price-drop': {
      subject: ({ product }) => `Bajada de precio: ${product?.name ?? ''}`,
      body: ({ product }) => [
        `El precio de ${product?.name ?? ''} ha bajado: los paquetes ahora cuestan desde ${product?.price ?? ''}.`,
      ],
      action: 'Ver el producto',
      after: ['Los precios de oferta pueden volver a cambiar, así que no esperes demasiado.'],
      footer:
        'Recibes este correo porque pediste que te avisáramos cuando bajara el precio de este producto. La alerta ya se ha enviado y termina aquí.',
    },
    'review-published': {
      subject: 'Tu reseña ya está publicada',
      body: ({ product }) => [
        `Tu reseña sobre ${product?.name ?? ''} se ha publicado. ¡Gracias por compartir tu experiencia con otros cultivadores!`,
      ],
      action: 'Ver tu reseña',
      after: [],
      footer:
        'Recibes este correo porque tienes activados los avisos de productos en tu cuenta de seedshop. Puedes desactivarlas en los ajustes de tu cuenta.',
    },
  },
};
