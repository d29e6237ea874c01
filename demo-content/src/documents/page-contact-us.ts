/** Info page `/contact-us` (the storefront adds the contact form below these blocks). */
import type { PageInput } from '../authoring-blocks';
import { company, t } from './shared';

const c = company;

export const contactPage: PageInput = {
  kind: 'contact-us',
  title: t('Contact us', 'Kontakt', 'Nous contacter', 'Contacto'),
  intro: t(
    'Questions about a strain, an order or your account? We answer within two working days.',
    'Fragen zu einer Sorte, einer Bestellung oder deinem Konto? Wir antworten innerhalb von zwei Werktagen.',
    'Une question sur une variété, une commande ou votre compte ? Nous répondons sous deux jours ouvrés.',
    '¿Dudas sobre una variedad, un pedido o tu cuenta? Respondemos en dos días laborables.',
  ),
  blocks: [
    {
      _type: 'textSection',
      heading: t('How to contact us', 'So erreichst du uns', 'Comment nous contacter', 'Cómo contactarnos'),
      body: {
        en: [
          `- Email: [${c.email}](mailto:${c.email})`,
          `- Phone: [${c.phone}](${c.phoneHref}), Monday to Friday, 10:00–16:00 (CET)`,
          `- Post: ${c.name}, ${c.street}, ${c.city}, Germany`,
          'For questions about an order, please include your **order number**. We cannot give individual legal advice about growing in your country.',
        ],
        de: [
          `- E-Mail: [${c.email}](mailto:${c.email})`,
          `- Telefon: [${c.phone}](${c.phoneHref}), Montag bis Freitag, 10–16 Uhr`,
          `- Post: ${c.name}, ${c.street}, ${c.city}`,
          'Bei Fragen zu einer Bestellung gib bitte deine **Bestellnummer** an. Eine individuelle Rechtsberatung zum Anbau in deinem Land können wir nicht leisten.',
        ],
        fr: [
          `- Adresse e-mail : [${c.email}](mailto:${c.email})`,
          `- Téléphone : [${c.phone}](${c.phoneHref}), du lundi au vendredi, de 10 h à 16 h (heure de Paris)`,
          `- Courrier : ${c.name}, ${c.street}, ${c.city}, Allemagne`,
          'Pour une question sur une commande, indiquez votre **numéro de commande**. Nous ne pouvons pas donner de conseil juridique personnalisé sur la culture dans votre pays.',
        ],
        es: [
          `- Correo electrónico: [${c.email}](mailto:${c.email})`,
          `- Teléfono: [${c.phone}](${c.phoneHref}), de lunes a viernes, de 10:00 a 16:00 (hora peninsular)`,
          `- Correo postal: ${c.name}, ${c.street}, ${c.city}, Alemania`,
          'Si tu consulta es sobre un pedido, indica tu **número de pedido**. No podemos ofrecer asesoramiento jurídico individual sobre el cultivo en tu país.',
        ],
      },
    },
    {
      _type: 'faq',
      heading: t('Before you write', 'Bevor du schreibst', 'Avant de nous écrire', 'Antes de escribirnos'),
      items: [
        {
          question: t('Where is my parcel?', 'Wo ist mein Paket?', 'Où est mon colis ?', '¿Dónde está mi paquete?'),
          answer: {
            en: [
              'You receive the tracking link by email as soon as your order leaves our warehouse. Delivery times are listed on the [shipping page](/shipping).',
            ],
            de: [
              'Den Link zur Sendungsverfolgung bekommst du per E-Mail, sobald deine Bestellung unser Lager verlässt. Die Lieferzeiten stehen auf der [Versandseite](/shipping).',
            ],
            fr: [
              'Vous recevez le lien de suivi par e-mail dès que votre commande quitte notre entrepôt. Les délais figurent sur la [page livraison](/shipping).',
            ],
            es: [
              'Recibes el enlace de seguimiento por correo en cuanto tu pedido sale de nuestro almacén. Los plazos están en la [página de envíos](/shipping).',
            ],
          },
        },
        {
          question: t(
            'Can I change my order?',
            'Kann ich meine Bestellung ändern?',
            'Puis-je modifier ma commande ?',
            '¿Puedo cambiar mi pedido?',
          ),
          answer: {
            en: [
              'As long as it has not been shipped, yes. Write to us quickly with your order number and the change you need.',
            ],
            de: [
              'Solange sie noch nicht verschickt ist, ja. Schreib uns möglichst schnell mit Bestellnummer und gewünschter Änderung.',
            ],
            fr: [
              'Oui, tant qu’elle n’est pas expédiée. Écrivez-nous rapidement avec le numéro de commande et la modification souhaitée.',
            ],
            es: [
              'Sí, mientras no se haya enviado. Escríbenos cuanto antes con el número de pedido y el cambio que necesitas.',
            ],
          },
        },
      ],
    },
  ],
  seo: {
    copy: {
      en: { title: 'Contact — seedshop', description: 'Email, phone and postal address of seedshop GmbH in Berlin.' },
      de: {
        title: 'Kontakt – seedshop',
        description: 'E-Mail, Telefon und Postanschrift der seedshop GmbH in Berlin.',
      },
      fr: {
        title: 'Contact — seedshop',
        description: 'E-mail, téléphone et adresse postale de seedshop GmbH à Berlin.',
      },
      es: {
        title: 'Contacto — seedshop',
        description: 'Correo, teléfono y dirección postal de seedshop GmbH en Berlín.',
      },
    },
    image: 'page-contact',
  },
};
